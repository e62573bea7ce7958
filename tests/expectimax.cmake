# The expectimax of the real game and the exact chances of fixed players
# (players/expectimax.h, players/policy_chance.h): hand-made endgames and
# cheap checks in the fast binary, the bounds (thousands of solver runs) in
# the slow one.
target_sources(reckon_tests PRIVATE expectimax_test.cc)
target_sources(reckon_slow_tests PRIVATE expectimax_bounds_test.cc)
