# fair_gap: the fair player against the exact optimum on its own endgames
# (doc/fair-player-gap.md). A plain program, not Google Benchmark: it prints
# a measurement, not timings.
add_executable(fair_gap fair_gap.cc)
target_link_libraries(fair_gap PRIVATE reckon_players reckon_warnings)
