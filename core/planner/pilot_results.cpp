#include "planner/pilot_results.h"

#include "planner/translatable.h"
#include "planner/yaml_fields.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <sstream>
#include <yaml-cpp/yaml.h>

namespace runcard {
namespace {

constexpr std::uint64_t kMaxSummaryBytes = 16 * kMiB;
constexpr std::uint64_t kMaxEventsBytes = 512 * kMiB;
// Bounds of plausible figures: anything outside is a corrupt file, not a measurement.
constexpr double kMostLayers = 1e6;
constexpr double kMostSteps = 1e7;
constexpr double kMostSeconds = 1e9;
constexpr double kMostBytes = 1e18;

enum class Read { Ok, Missing, Failed };

// A regular file of at most `cap` bytes (a FIFO or /dev/zero named summary.json must not hang or
// exhaust memory; planner/file_io.h): Missing when there is none, Failed with *problem saying why.
Read readFile(const std::string& path, std::uint64_t cap, const char* kind, std::string* text,
              Diagnostic* problem) {
    try {
        *text = readRegularFile(path, cap, kind);
        return Read::Ok;
    } catch (const InputError& error) {
        *problem = error.diagnostics().front();
        return problem->code == DiagnosticCode::FileNotFound ? Read::Missing : Read::Failed;
    }
}

// `code` about `field`, placed at `node` of `file` when the node has a position.
Diagnostic at(const std::string& file, const YAML::Node& node, const std::string& field,
              DiagnosticCode code, std::vector<DiagnosticArg> args = {}) {
    Diagnostic d = Diagnostic::coded(code, field, std::move(args)).at(file);
    if (node.IsDefined() && node.Mark().line >= 0) {
        d.line = node.Mark().line + 1;
        d.column = node.Mark().column + 1;
    }
    return d;
}

// Typed, bounded fields of one JSON object; problems are collected, not thrown.
class Fields {
public:
    Fields(std::string file, Diagnostics& problems) : file_(std::move(file)), problems_(problems) {}

    // parent["a"]["b"] for "a.b", read-only (a yaml-cpp Node assigned to another copies the
    // content into the tree, so the walk rebinds with reset()).
    YAML::Node child(const YAML::Node& parent, const std::string& path) const {
        YAML::Node node;
        node.reset(parent);
        std::stringstream parts(path);
        for (std::string part; std::getline(parts, part, '.');) {
            if (!node.IsDefined() || !node.IsMap())
                return YAML::Node(YAML::NodeType::Undefined);
            const YAML::Node& current = node;
            const YAML::Node next = current[part];
            if (!next.IsDefined()) // also an invalid node, which reset() refuses
                return YAML::Node(YAML::NodeType::Undefined);
            node.reset(next);
        }
        return node;
    }

    std::optional<double> number(const YAML::Node& root, const std::string& path, double least,
                                 double most, bool required) {
        const YAML::Node node = child(root, path);
        if (!node.IsDefined() || node.IsNull()) {
            if (required)
                problems_.push_back(at(file_, parentOf(root, path), path, DiagnosticCode::Missing));
            return std::nullopt;
        }
        double value = 0;
        try {
            if (!node.IsScalar())
                throw YAML::Exception(node.Mark(), "not a number");
            value = node.as<double>();
        } catch (const YAML::Exception&) {
            problems_.push_back(
                at(file_, node, path, DiagnosticCode::ExpectedNumber, {describeNode(node)}));
            return std::nullopt;
        }
        if (!std::isfinite(value) || value < least || value > most) {
            problems_.push_back(
                at(file_, node, path, DiagnosticCode::OutsideRange,
                   {node.Scalar(), DiagnosticArg::of(least), DiagnosticArg::of(most)}));
            return std::nullopt;
        }
        return value;
    }
    std::optional<std::int64_t> integer(const YAML::Node& root, const std::string& path,
                                        double least, double most, bool required) {
        const auto value = number(root, path, least, most, required);
        if (!value)
            return std::nullopt;
        if (std::floor(*value) != *value) {
            problems_.push_back(at(file_, child(root, path), path, DiagnosticCode::WholeNumber));
            return std::nullopt;
        }
        return std::int64_t(*value);
    }
    std::optional<std::string> text(const YAML::Node& root, const std::string& path,
                                    bool required) {
        const YAML::Node node = child(root, path);
        if (!node.IsDefined() || node.IsNull()) {
            if (required)
                problems_.push_back(at(file_, parentOf(root, path), path, DiagnosticCode::Missing));
            return std::nullopt;
        }
        if (!node.IsScalar()) {
            problems_.push_back(
                at(file_, node, path, DiagnosticCode::ExpectedText, {describeNode(node)}));
            return std::nullopt;
        }
        return node.Scalar();
    }
    std::optional<bool> flag(const YAML::Node& root, const std::string& path) {
        const YAML::Node node = child(root, path);
        if (!node.IsDefined() || node.IsNull())
            return std::nullopt;
        try {
            return node.as<bool>();
        } catch (const YAML::Exception&) {
            problems_.push_back(
                at(file_, node, path, DiagnosticCode::ExpectedBoolean, {describeNode(node)}));
            return std::nullopt;
        }
    }
    std::optional<PilotSpread> spread(const YAML::Node& root, const std::string& path,
                                      bool required) {
        const YAML::Node node = child(root, path);
        if (!node.IsDefined()) {
            if (required)
                problems_.push_back(at(file_, root, path, DiagnosticCode::Missing));
            return std::nullopt;
        }
        PilotSpread s;
        const auto median = number(root, path + ".median", 0, kMostSeconds, true);
        if (!median)
            return std::nullopt;
        s.median = *median;
        s.n = int(integer(root, path + ".n", 0, kMostSteps, false).value_or(0));
        s.min = number(root, path + ".min", 0, kMostSeconds, false).value_or(s.median);
        s.max = number(root, path + ".max", 0, kMostSeconds, false).value_or(s.median);
        s.mean = number(root, path + ".mean", 0, kMostSeconds, false);
        s.cv = number(root, path + ".cv", 0, 1e3, false);
        s.p90 = number(root, path + ".p90", 0, kMostSeconds, false);
        return s;
    }

private:
    YAML::Node parentOf(const YAML::Node& root, const std::string& path) const {
        const auto dot = path.rfind('.');
        return dot == std::string::npos ? root : child(root, path.substr(0, dot));
    }
    std::string file_;
    Diagnostics& problems_;
};

std::string lower(std::string text) {
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    return text;
}

void readSummary(const YAML::Node& s, PilotResultsData& r, Fields& f) {
    r.protocol = int(f.integer(s, "protocol", 1, 1e9, true).value_or(0));
    if (r.protocol > kPilotProtocol) {
        r.problems.push_back(
            at(r.summary_path, s["protocol"], "protocol", DiagnosticCode::NewerPilot,
               {DiagnosticArg::of(r.protocol), DiagnosticArg::of(kPilotProtocol)}));
        return;
    }
    r.outcome = f.text(s, "outcome", true).value_or("");
    r.run_id = f.text(s, "run_id", r.protocol >= 2).value_or("");
    r.card_sha256 = f.text(s, "card_sha256", r.protocol >= 2).value_or("");
    if (r.outcome == "running")
        return; // the placeholder a pilot writes when it starts: nothing measured yet
    r.error = f.text(s, "error", false).value_or("");
    r.scale = f.text(s, "scale", true).value_or("");
    r.proxy_reason = f.text(s, "proxy_reason", false).value_or("");
    r.layers = int(f.integer(s, "layers", 1, kMostLayers, true).value_or(0));
    r.full_layers = int(f.integer(s, "full_layers", 1, kMostLayers, false).value_or(r.layers));
    r.warmup_steps = int(f.integer(s, "warmup_steps", 0, kMostSteps, false).value_or(0));
    r.measured_steps = int(f.integer(s, "measured_steps", 0, kMostSteps, true).value_or(0));
    r.step_time_s = f.spread(s, "step_time_s", true);
    r.step_wall_s = f.spread(s, "step_wall_s", false);
    r.step_cpu_s = f.spread(s, "step_cpu_s", false);
    r.tokens_per_s = f.number(s, "tokens_per_s", 0, 1e15, false);
    r.world_size = int(f.integer(s, "distributed.world_size", 1, 1 << 20, false).value_or(1));
    r.data_wait_share = f.number(s, "data_wait_share", 0, 1, false);
    r.peak_tensor_bytes = f.integer(s, "memory.peak_tensor_bytes", 0, kMostBytes, true);
    r.peak_resident_bytes = f.integer(s, "memory.peak_resident_bytes", 0, kMostBytes, false);
    r.predicted_peak_bytes =
        f.integer(s, "memory.predicted.peak_allocated_bytes", 0, kMostBytes, true);
    const auto activations =
        f.integer(s, "memory.predicted.breakdown.activations", 0, kMostBytes, true);
    const auto logits = f.integer(s, "memory.predicted.breakdown.logits", 0, kMostBytes, true);
    if (activations && logits)
        r.predicted_activations_bytes = *activations + *logits;
    r.validation_s = f.number(s, "validation.seconds", 0, kMostSeconds, false);
    r.checkpoint_s = f.number(s, "checkpoint.seconds", 0, kMostSeconds, false);
    r.restore_ran = f.flag(s, "restore.ran").value_or(false);
    r.restore_ok = f.flag(s, "restore.ok").value_or(false);
    // Protocol 1 had no "compared"; its restore-check compared whenever it ran successfully.
    r.restore_compared = f.flag(s, "restore.compared").value_or(r.protocol < 2 && r.restore_ok);
    r.device = f.text(s, "revisions.device", true).value_or("");
    const YAML::Node revisions = f.child(s, "revisions"); // an absent key is no zombie node
    if (revisions.IsMap())
        for (const auto& item : revisions)
            if (item.second.IsScalar())
                r.revisions.emplace_back(item.first.Scalar(), item.second.Scalar());
    const YAML::Node notes = f.child(s, "notes");
    if (notes.IsSequence())
        for (const auto& note : notes)
            if (note.IsScalar())
                r.notes.push_back(note.Scalar());
    // Codes this planner does not know (a newer pilot) leave the English notes to speak.
    const YAML::Node codes = f.child(s, "note_codes");
    std::vector<PilotNote> coded;
    if (codes.IsSequence())
        for (const auto& item : codes) {
            const YAML::Node code = item.IsMap() ? item["code"] : YAML::Node();
            const auto known = code.IsScalar() ? pilotNoteFromId(code.Scalar()) : std::nullopt;
            if (!known)
                return;
            PilotNote note{*known, {}};
            if (const YAML::Node args = item["args"]; args.IsSequence())
                for (const auto& arg : args)
                    if (arg.IsScalar())
                        note.args.push_back(arg.Scalar());
            coded.push_back(std::move(note));
        }
    if (coded.size() == r.notes.size())
        r.note_codes = std::move(coded);
}

void readStart(const YAML::Node& e, PilotStart& start, Fields& f) {
    start.present = true;
    start.run_id = f.text(e, "run_id", false).value_or("");
    start.card_sha256 = f.text(e, "card_sha256", false).value_or("");
    start.parameters = f.integer(e, "parameters", 0, 1e15, false).value_or(0);
    start.trainable_parameters = f.integer(e, "trainable_parameters", 0, 1e15, false).value_or(0);
    start.method = f.text(e, "method", false).value_or("");
    start.precision = f.text(e, "precision", false).value_or("");
    // Protocol 1 had no base_parameters: the parameters without a LoRA run's adapters.
    start.base_parameters =
        f.integer(e, "base_parameters", 0, 1e15, false)
            .value_or(start.method == "lora" ? start.parameters - start.trainable_parameters
                                             : start.parameters);
    start.layers = int(f.integer(e, "layers", 1, kMostLayers, false).value_or(0));
    start.sequence_length = int(f.integer(e, "sequence_length", 1, 1e9, false).value_or(0));
    start.micro_batch = int(f.integer(e, "micro_batch", 1, 1e9, false).value_or(0));
    start.gradient_accumulation =
        int(f.integer(e, "gradient_accumulation", 1, 1e9, false).value_or(0));
    start.activation_checkpointing = f.flag(e, "activation_checkpointing");
}

// events.ndjson: rank 0's start event and steps, and whether the end event came. A torn last line
// is what a killed pilot leaves; any other line that is not a JSON object makes the file corrupt.
void readEvents(const std::string& text, PilotResultsData& r) {
    std::istringstream lines(text);
    std::vector<std::string> all;
    for (std::string line; std::getline(lines, line);)
        all.push_back(line);
    const bool lastTorn = !text.empty() && text.back() != '\n';
    for (std::size_t i = 0; i < all.size(); ++i) {
        const std::string& line = all[i];
        if (line.find_first_not_of(" \t\r") == std::string::npos)
            continue;
        // Phase events are most of the file and not needed here.
        if (line.find("\"event\":\"phase\"") != std::string::npos)
            continue;
        Diagnostics problems;
        Fields f(r.events_path, problems);
        YAML::Node e;
        try {
            e = YAML::Load(line);
        } catch (const YAML::Exception& error) {
            if (i + 1 == all.size() && lastTorn)
                break; // torn by a kill: the run did not end
            r.problems.push_back(Diagnostic::coded(DiagnosticCode::MalformedJson, "", {error.msg})
                                     .at(r.events_path, int(i + 1), error.mark.column + 1));
            continue;
        }
        if (!e.IsMap()) {
            r.problems.push_back(Diagnostic::coded(DiagnosticCode::NotJsonObject, "")
                                     .at(r.events_path, int(i + 1), 1));
            continue;
        }
        const int protocol = int(f.integer(e, "protocol", 1, 1e9, true).value_or(0));
        if (protocol > kPilotProtocol) {
            r.problems.push_back(
                Diagnostic::coded(DiagnosticCode::NewerPilot, "protocol",
                                  {DiagnosticArg::of(protocol), DiagnosticArg::of(kPilotProtocol)})
                    .at(r.events_path, int(i + 1), 1));
            break;
        }
        const std::string event = f.text(e, "event", true).value_or("");
        // A multi-rank folder merges every rank's events in arrival order; the run's figures are
        // rank 0's, as its summary.json (protocol 1 had no rank: one process). The launcher's own
        // events (rank -1) carry no start or steps.
        if (f.integer(e, "rank", -1, 1e9, false).value_or(0) > 0)
            continue;
        if (event == "start") {
            readStart(e, r.start, f);
        } else if (event == "step") {
            PilotStepSample s;
            s.step = int(f.integer(e, "step", 1, kMostSteps, true).value_or(0));
            s.warmup = f.flag(e, "warmup").value_or(false);
            s.seconds = f.number(e, "seconds", 0, kMostSeconds, true).value_or(0);
            s.cpu_s = f.number(e, "cpu_s", 0, kMostSeconds, false);
            s.loss = f.number(e, "loss", -1e9, 1e9, false);
            s.peak_bytes = f.number(e, "peak_bytes", 0, kMostBytes, false);
            if (problems.empty())
                r.steps.push_back(s);
        } else if (event == "end") {
            r.ended = true;
        }
        for (Diagnostic& d : problems) {
            d.line = int(i + 1); // the positions yaml-cpp gives are within the line
            r.problems.push_back(d);
        }
    }
}

} // namespace

std::string PilotResultsData::problem() const {
    return problems.empty() ? std::string() : problems.front().toString();
}

PilotResultsData readPilotResults(const std::string& directory) {
    PilotResultsData r;
    r.directory = directory;
    if (directory.empty())
        return r;
    const std::string base = directory.back() == '/' ? directory : directory + "/";
    r.summary_path = base + "summary.json";
    r.events_path = base + "events.ndjson";

    std::string summaryText, eventsText;
    Diagnostic problem;
    const Read summary =
        readFile(r.summary_path, kMaxSummaryBytes, RUNCARD_TR("Diagnostics", "a pilot summary"),
                 &summaryText, &problem);
    if (summary == Read::Failed) {
        r.state = PilotResultsState::Corrupt;
        r.problems.push_back(problem);
        return r;
    }
    const Read events =
        readFile(r.events_path, kMaxEventsBytes, RUNCARD_TR("Diagnostics", "a pilot event log"),
                 &eventsText, &problem);
    if (events == Read::Failed) {
        r.state = PilotResultsState::Corrupt;
        r.problems.push_back(problem);
        return r;
    }
    if (events == Read::Ok)
        readEvents(eventsText, r);
    if (summary == Read::Missing) {
        if (events == Read::Missing)
            return r; // no pilot has been run
        r.state = r.problems.empty() ? PilotResultsState::Incomplete : PilotResultsState::Corrupt;
        r.problems.push_back(
            Diagnostic::coded(DiagnosticCode::PilotSummaryMissing, "").at(r.summary_path));
        return r;
    }

    YAML::Node root;
    try {
        root = YAML::Load(summaryText);
    } catch (const YAML::Exception& e) {
        r.state = PilotResultsState::Corrupt;
        r.problems.insert(r.problems.begin(),
                          Diagnostic::coded(DiagnosticCode::MalformedJson, "", {e.msg})
                              .at(r.summary_path, e.mark.line + 1, e.mark.column + 1));
        return r;
    }
    if (!root.IsMap()) {
        r.state = PilotResultsState::Corrupt;
        r.problems.insert(
            r.problems.begin(),
            Diagnostic::coded(DiagnosticCode::NotPilotSummary, "").at(r.summary_path));
        return r;
    }
    Diagnostics summaryProblems;
    Fields fields(r.summary_path, summaryProblems);
    readSummary(root, r, fields);
    r.problems.insert(r.problems.begin(), summaryProblems.begin(), summaryProblems.end());
    if (!r.problems.empty()) {
        r.state = PilotResultsState::Corrupt;
        return r;
    }
    // Summary and events must come from one run of one card.
    if (r.protocol >= 2 && r.start.present &&
        (r.start.run_id != r.run_id || r.start.card_sha256 != r.card_sha256)) {
        r.state = PilotResultsState::Corrupt;
        r.problems.push_back(r.start.run_id != r.run_id
                                 ? Diagnostic::coded(DiagnosticCode::DifferentRuns, "run_id",
                                                     {r.run_id, r.start.run_id})
                                       .at(r.summary_path)
                                 : Diagnostic::coded(DiagnosticCode::DifferentCards, "card_sha256",
                                                     {r.card_sha256, r.start.card_sha256})
                                       .at(r.summary_path));
        return r;
    }
    if (r.outcome == "running") {
        r.state = PilotResultsState::Incomplete;
        r.problems.push_back(
            Diagnostic::coded(DiagnosticCode::PilotStillRunning, "outcome").at(r.summary_path));
        return r;
    }
    if (r.protocol >= 2 && events == Read::Ok && !r.ended) {
        r.state = PilotResultsState::Incomplete;
        r.problems.push_back(
            Diagnostic::coded(DiagnosticCode::EventsEndEarly, "").at(r.events_path));
        return r;
    }
    r.state = PilotResultsState::Complete;
    return r;
}

std::string catalogIdForDevice(const std::string& deviceName, const GpuCatalog& catalog) {
    // Names as torch.cuda.get_device_name / nvidia-smi / NVML / rocm-smi print them.
    const std::string n = lower(deviceName);
    const auto has = [&](const char* word) { return n.find(word) != std::string::npos; };
    std::string id;
    if (has("h100"))
        id = has("nvl") ? "" : has("pcie") ? "h100-pcie-80gb" : "h100-sxm-80gb";
    else if (has("h200"))
        id = has("nvl") ? "" : "h200-sxm-141gb";
    else if (has("a100"))
        id = has("pcie") ? "" : has("40gb") ? "a100-sxm-40gb" : "a100-sxm-80gb";
    else if (has("l40s"))
        id = "l40s-48gb";
    else if (has("b200"))
        id = "b200-180gb";
    else if (has("mi300x"))
        id = "mi300x-192gb";
    else if (has("mi325x"))
        id = "mi325x-256gb";
    return !id.empty() && catalog.find(id) ? id : std::string();
}

} // namespace runcard
