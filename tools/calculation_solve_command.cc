// reckon solve --game calculation|rechenkuenstler (tools/calculation_commands.h).
#include <fstream>
#include <iomanip>
#include <ostream>
#include <sstream>

#include "core/games/calculation/sat_model.h"
#include "core/games/calculation/text.h"
#include "reckon/input_error.h"
#include "core/json.h"
#include "jobs/common/output.h"
#include "jobs/common/progress_line.h"
#include "strategies/calculation_solve.h"
#include "tools/calculation_commands.h"
#include "tools/verdict_text.h"

namespace reckon::cli {

namespace {

// --write-cnf: the deal's satisfiability model (sat_model.h) in DIMACS form.
void write_cnf(const std::string& path, const calculation::Deal& deal,
               const calculation::Variant& v, const calculation::Pruning& pruning) {
  if (v.expert)
    throw UsageError("--write-cnf: the satisfiability model does not cover the Experte rule");
  const calculation::SatModel model(deal, v, calculation::initial_state(v),
                                    {.chains = pruning.enabled(calculation::Rule::kChains)});
  std::ofstream f = jobs::open_output(path);
  f << "c reckon: satisfiable exactly when the deal can be won "
       "(core/games/calculation/sat_model.h)\n";
  f << "p cnf " << model.variables() << ' ' << model.clauses() << '\n';
  bool line_start = true;
  for (const int lit : model.literals()) {
    f << (line_start ? "" : " ") << lit;
    line_start = lit == 0;
    if (line_start) f << '\n';
  }
  jobs::check_output(f, "\"" + path + "\" (--write-cnf)");
}

}  // namespace

int calculation_solve(const po::variables_map& vm, jobs::Family family, std::ostream& out) {
  const calculation::Variant v = read_variant(vm, family);
  const calculation::Pruning pruning = read_pruning(vm);
  solver::Limits limits = read_limits(vm);
  solver::Progress progress;
  limits.progress = &progress;
  if (family == jobs::Family::kRechenkuenstler)
    player_names(vm);  // reject a bad --names before solving
  jobs::DealSource src;
  const calculation::Deal deal = jobs::load_deal(read_source(vm), v, &src);
  if (vm.count("write-cnf")) write_cnf(vm["write-cnf"].as<std::string>(), deal, v, pruning);
  strategies::CalculationSolver solver(v, pruning, limits);
  solver.set_sat_threads(read_deal_threads(vm));
  const bool certify = vm.count("certify") > 0;
  solver.set_certify(certify);
  const strategies::CalculationOutcome o = [&] {
    const jobs::ProgressLine line(progress, !vm.count("quiet"));
    return solver.solve(deal);
  }();
  if (o.certificate && o.certificate->checked && vm.count("write-proof")) {
    write_file(vm["write-proof"].as<std::string>(), o.certificate->proof, "--write-proof");
  }
  // --certify on a loss: what backs it.
  const bool lost = o.verdict == solver::Verdict::kUnwinnable;
  const char* kNoCertificate = "proved by exhaustive search; no certificate";
  if (vm.count("json")) {
    json::Writer w;
    w.begin_object().member("game", jobs::family_name(family));
    write_source(w, src);
    jobs::write_variant_json(w, v);
    w.key("options").begin_object();
    w.member("max_nodes", limits.max_nodes).key("max_seconds").value(limits.max_seconds, 3);
    w.member("max_memory_mib", static_cast<std::uint64_t>(limits.max_memory_mib));
    w.key("rules").begin_object();
    for (int r = 0; r < static_cast<int>(calculation::Rule::kCount); ++r)
      w.member(calculation::kRuleNames[r], pruning.on[r]);
    w.end_object().end_object();
    w.member("verdict", name_of(o.verdict));
    w.member("nodes", o.stats.nodes).key("seconds").value(o.seconds, 6);
    if (o.verdict == solver::Verdict::kUnknown) w.member("stopped_by", name_of(o.stopped_by));
    if (!o.proof.empty()) w.member("proof", o.proof);
    if (certify && lost) {
      w.key("certificate").begin_object();
      if (o.certificate) {
        const strategies::Certificate& c = *o.certificate;
        w.member("checked", c.checked).member("format", "drat").member("lemmas", c.lemmas);
        w.member("deletions", c.deletions)
            .member("lemmas_checked", c.used)
            .member("bytes", c.bytes);
        w.key("seconds").value(c.check_seconds, 6);
        if (c.resolve_seconds > 0) w.key("proof_seconds").value(c.resolve_seconds, 6);
        if (!c.checked) w.member("why", "stopped before the proof was written");
      } else {
        w.member("checked", false).member("why", kNoCertificate);
      }
      w.end_object();
    }
    write_moves_json(w, o.moves, v);
    std::string notation;
    for (const auto& m : o.moves)
      notation += (notation.empty() ? "" : " ") + calculation::move_notation(m, v);
    w.member("notation", notation);
    w.key("stats").begin_object();
    w.member("table_hits", o.stats.table_hits).member("proven_lost", o.stats.proven_lost);
    w.member("rounds", o.stats.rounds);
    w.key("rules_fired").begin_object();
    for (int r = 0; r < static_cast<int>(calculation::Rule::kCount); ++r)
      w.member(calculation::kRuleNames[r], o.rules.fired[r]);
    w.end_object().end_object();
    w.end_object();
    out << w.str() << "\n";
  } else {
    out << (family == jobs::Family::kCalculation ? "Calculation, " : "Rechenkünstler, ")
        << src.label << ", " << jobs::describe_variant(v) << "\n";
    out << "Verdict: " << verdict_text(o, limits) << "\n";
    if (o.verdict == solver::Verdict::kUnwinnable && !o.proof.empty()) {
      out << "Proof: " << o.proof << "\n";
    } else if (o.verdict == solver::Verdict::kUnwinnable) {
      out << "Proof: every line was searched (" << o.stats.proven_lost << " positions proven lost";
      for (int r = 0; r < static_cast<int>(calculation::Rule::kCount); ++r)
        if (o.rules.fired[r])
          out << "; " << calculation::kRuleNames[r] << " cut " << o.rules.fired[r];
      out << ")\n";
    }
    if (certify && lost) {
      if (!o.certificate) {
        out << "Certificate: none; " << kNoCertificate << "\n";
      } else if (!o.certificate->checked) {
        out << "Certificate: none; stopped before the proof was written\n";
      } else {
        const strategies::Certificate& c = *o.certificate;
        std::ostringstream secs;
        secs << std::fixed << std::setprecision(3) << c.check_seconds;
        out << "Certificate: DRAT proof of " << c.lemmas << " lemmas (" << c.bytes
            << " bytes) checked in " << secs.str() << " s: certified (" << c.used
            << " lemmas needed, each checked by reckon's own DRAT "
            << "checker)\n";
      }
    }
    if (o.verdict == solver::Verdict::kWinnable) print_line(out, o.moves, v, vm, "Winning line");
  }
  return solver::exit_status(o.verdict);
}

}  // namespace reckon::cli
