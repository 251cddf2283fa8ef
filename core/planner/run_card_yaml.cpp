#include "planner/run_card_yaml.h"

#include "planner/json_writer.h"

#include <algorithm>
#include <climits>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <tuple>
#include <yaml-cpp/yaml.h>

namespace runcard {
namespace {

// Each section's keys, in the canonical order toYaml() writes them.
const std::vector<std::string> kTopKeys{"runcard",    "name",       "model",    "training", "data",
                                        "validation", "checkpoint", "hardware", "rental"};
const std::vector<std::string> kModelKeys{"preset", "hf_config", "local_dir", "revision",
                                          "architecture"};
const std::vector<std::string> kArchitectureKeys{
    "layers",          "hidden_size",     "intermediate_size",
    "attention_heads", "kv_heads",        "head_dim",
    "vocab_size",      "tied_embeddings", "mlp"};
const std::vector<std::string> kTrainingKeys{"method",
                                             "lora",
                                             "qlora",
                                             "optimizer",
                                             "precision",
                                             "sequence_length",
                                             "packed",
                                             "micro_batch",
                                             "gradient_accumulation",
                                             "activation_checkpointing",
                                             "activation_offloading",
                                             "attention",
                                             "loss",
                                             "compile",
                                             "optimizer_in_backward",
                                             "framework",
                                             "tokens",
                                             "steps",
                                             "epochs",
                                             "learning_rate",
                                             "warmup_steps",
                                             "schedule",
                                             "seed"};
const std::vector<std::string> kLoraKeys{"rank", "alpha", "dropout", "targets"};
const std::vector<std::string> kQLoraKeys{"double_quant"};
const std::vector<std::string> kDataKeys{"path", "revision", "text_field", "tokenizer", "tokens"};
const std::vector<std::string> kValidationKeys{"every_steps", "tokens"};
const std::vector<std::string> kCheckpointKeys{"every_steps", "keep"};
const std::vector<std::string> kHardwareKeys{"gpu",         "gpus_per_node", "nodes",
                                             "parallelism", "cpu_offload",   "memory_margin"};
const std::vector<std::string> kRentalKeys{
    "pricing",         "period",        "setup_hours",          "export_gb",
    "export_gb_per_s", "safety_buffer", "waiting_cost_per_day", "options",
    "price_catalog"};

const std::map<std::string, const std::vector<std::string>*>& sectionKeys() {
    static const std::map<std::string, const std::vector<std::string>*> sections{
        {"", &kTopKeys},
        {"model", &kModelKeys},
        {"model.architecture", &kArchitectureKeys},
        {"training", &kTrainingKeys},
        {"training.lora", &kLoraKeys},
        {"training.qlora", &kQLoraKeys},
        {"data", &kDataKeys},
        {"validation", &kValidationKeys},
        {"checkpoint", &kCheckpointKeys},
        {"hardware", &kHardwareKeys},
        {"rental", &kRentalKeys}};
    return sections;
}

std::string joinPath(const std::string& parent, const std::string& key) {
    return parent.empty() ? key : parent + "." + key;
}

std::string quotedList(const std::vector<std::string_view>& names) {
    std::string text;
    for (const auto& name : names)
        text += (text.empty() ? "" : ", ") + std::string(name);
    return text;
}

// Walks the YAML tree against the schema, filling a RunCard and collecting diagnostics with the
// position of each field (range checks that run afterwards reuse those positions).
class CardReader {
public:
    CardReader(std::string file, std::set<std::string> overridden)
        : file_(std::move(file)), overridden_(std::move(overridden)) {}

    RunCard read(const YAML::Node& root);
    Diagnostics& diagnostics() { return diagnostics_; }
    Diagnostic locate(const std::string& field, const std::string& message) const;
    std::map<std::string, std::pair<int, int>> positions() const;

private:
    void error(const YAML::Node& node, const std::string& field, const std::string& message);
    bool checkMap(const YAML::Node& node, const std::string& path);
    void remember(const YAML::Node& node, const std::string& path);

    template <class T>
    bool scalar(const YAML::Node& map, const std::string& key, const std::string& path, T& out,
                const char* expected);
    bool integer(const YAML::Node& map, const std::string& key, const std::string& path, int& out);
    bool integer64(const YAML::Node& map, const std::string& key, const std::string& path,
                   std::int64_t& out);
    bool number(const YAML::Node& map, const std::string& key, const std::string& path,
                double& out);
    bool flag(const YAML::Node& map, const std::string& key, const std::string& path, bool& out);
    bool text(const YAML::Node& map, const std::string& key, const std::string& path,
              std::string& out);
    template <class E>
    bool choice(const YAML::Node& map, const std::string& key, const std::string& path, E& out);
    template <class T>
    void optional(const YAML::Node& map, const std::string& key, const std::string& path,
                  std::optional<T>& out);

    void readModel(const YAML::Node& node, ModelSection& model);
    void readTraining(const YAML::Node& node, TrainingSection& training);
    void readLoraTargets(const YAML::Node& node, const std::string& path,
                         std::vector<LoraTarget>& targets);

    std::string file_;
    std::set<std::string> overridden_;
    Diagnostics diagnostics_;
    std::map<std::string, YAML::Mark> marks_;
};

void CardReader::remember(const YAML::Node& node, const std::string& path) {
    marks_[path] = node.Mark();
}

Diagnostic CardReader::locate(const std::string& field, const std::string& message) const {
    for (std::string path = field;; path = path.substr(0, path.rfind('.'))) {
        if (overridden_.count(path))
            return Diagnostic{"--set", 0, 0, field, message};
        if (path.find('.') == std::string::npos)
            break;
    }
    RunCard positioned;
    positioned.source_path = file_;
    positioned.positions = positions();
    return cardDiagnostic(positioned, field, message);
}

std::map<std::string, std::pair<int, int>> CardReader::positions() const {
    std::map<std::string, std::pair<int, int>> out;
    for (const auto& [path, mark] : marks_)
        if (mark.line >= 0)
            out[path] = {mark.line + 1, mark.column + 1};
    return out;
}

void CardReader::error(const YAML::Node& node, const std::string& field,
                       const std::string& message) {
    if (overridden_.count(field)) {
        diagnostics_.push_back({"--set", 0, 0, field, message});
        return;
    }
    const YAML::Mark mark = node.Mark();
    diagnostics_.push_back({file_, mark.line >= 0 ? mark.line + 1 : 0,
                            mark.column >= 0 ? mark.column + 1 : 0, field, message});
}

bool CardReader::checkMap(const YAML::Node& node, const std::string& path) {
    if (!node.IsMap()) {
        error(node, path,
              path.empty() ? "a run card must be a YAML mapping of sections"
                           : "must be a mapping of keys");
        return false;
    }
    remember(node, path);
    const auto& allowed = *sectionKeys().at(path);
    for (const auto& entry : node) {
        const std::string key = entry.first.Scalar();
        if (std::find(allowed.begin(), allowed.end(), key) != allowed.end())
            continue;
        std::string message = "unknown key '" + key + "'";
        if (const std::string suggestion = closestMatch(key, allowed); !suggestion.empty())
            message += "; did you mean '" + suggestion + "'?";
        error(entry.first, joinPath(path, key), message);
    }
    return true;
}

template <class T>
bool CardReader::scalar(const YAML::Node& map, const std::string& key, const std::string& path,
                        T& out, const char* expected) {
    const YAML::Node node = map[key];
    if (!node)
        return false;
    const std::string field = joinPath(path, key);
    remember(node, field);
    if (!node.IsScalar()) {
        error(node, field, std::string("expected ") + expected);
        return false;
    }
    try {
        out = node.as<T>();
        return true;
    } catch (const YAML::Exception&) {
        error(node, field, std::string("expected ") + expected + ", got '" + node.Scalar() + "'");
        return false;
    }
}

bool CardReader::integer(const YAML::Node& map, const std::string& key, const std::string& path,
                         int& out) {
    std::int64_t wide = out;
    if (!integer64(map, key, path, wide))
        return false;
    if (wide < INT32_MIN || wide > INT32_MAX) {
        error(map[key], joinPath(path, key), "is out of range");
        return false;
    }
    out = static_cast<int>(wide);
    return true;
}

bool CardReader::integer64(const YAML::Node& map, const std::string& key, const std::string& path,
                           std::int64_t& out) {
    double value = 0;
    if (!scalar(map, key, path, value, "an integer"))
        return false;
    // Integers may be written as 2e9 (the spec allows it for token counts), but not 2.5.
    if (std::floor(value) != value || std::fabs(value) > 9.0e15) {
        error(map[key], joinPath(path, key),
              "expected an integer, got '" + map[key].Scalar() + "'");
        return false;
    }
    out = static_cast<std::int64_t>(value);
    return true;
}

bool CardReader::number(const YAML::Node& map, const std::string& key, const std::string& path,
                        double& out) {
    if (!scalar(map, key, path, out, "a number"))
        return false;
    if (!std::isfinite(out)) {
        error(map[key], joinPath(path, key), "must be a finite number");
        return false;
    }
    return true;
}

bool CardReader::flag(const YAML::Node& map, const std::string& key, const std::string& path,
                      bool& out) {
    return scalar(map, key, path, out, "true or false");
}

bool CardReader::text(const YAML::Node& map, const std::string& key, const std::string& path,
                      std::string& out) {
    return scalar(map, key, path, out, "a string");
}

template <class E>
bool CardReader::choice(const YAML::Node& map, const std::string& key, const std::string& path,
                        E& out) {
    std::string spelled;
    if (!scalar(map, key, path, spelled, "a string"))
        return false;
    if (const auto parsed = parseEnum<E>(spelled)) {
        out = *parsed;
        return true;
    }
    const auto names = enumSpellings<E>();
    std::string message = "unknown value '" + spelled + "'";
    const std::string suggestion =
        closestMatch(spelled, std::vector<std::string>(names.begin(), names.end()));
    if (!suggestion.empty())
        message += "; did you mean '" + suggestion + "'?";
    error(map[key], joinPath(path, key), message + " (one of: " + quotedList(names) + ")");
    return false;
}

template <class T>
void CardReader::optional(const YAML::Node& map, const std::string& key, const std::string& path,
                          std::optional<T>& out) {
    T value{};
    bool ok = false;
    if constexpr (std::is_same_v<T, int>)
        ok = integer(map, key, path, value);
    else if constexpr (std::is_same_v<T, std::int64_t>)
        ok = integer64(map, key, path, value);
    else if constexpr (std::is_same_v<T, bool>)
        ok = flag(map, key, path, value);
    else
        ok = choice(map, key, path, value);
    if (ok)
        out = value;
}

void CardReader::readModel(const YAML::Node& node, ModelSection& model) {
    if (!checkMap(node, "model"))
        return;
    text(node, "preset", "model", model.preset);
    text(node, "hf_config", "model", model.hf_config);
    text(node, "local_dir", "model", model.local_dir);
    text(node, "revision", "model", model.revision);
    if (const YAML::Node arch = node["architecture"]) {
        if (!checkMap(arch, "model.architecture"))
            return;
        const std::string p = "model.architecture";
        auto& a = model.architecture;
        optional(arch, "layers", p, a.layers);
        optional(arch, "hidden_size", p, a.hidden_size);
        optional(arch, "intermediate_size", p, a.intermediate_size);
        optional(arch, "attention_heads", p, a.attention_heads);
        optional(arch, "kv_heads", p, a.kv_heads);
        optional(arch, "head_dim", p, a.head_dim);
        optional(arch, "vocab_size", p, a.vocab_size);
        optional(arch, "tied_embeddings", p, a.tied_embeddings);
        optional(arch, "mlp", p, a.mlp);
    }
}

void CardReader::readLoraTargets(const YAML::Node& node, const std::string& path,
                                 std::vector<LoraTarget>& targets) {
    remember(node, path);
    if (node.IsScalar() && node.Scalar() == "all-linear") {
        targets = LoraSettings{}.targets;
        return;
    }
    if (!node.IsSequence()) {
        error(node, path, "expected a list of q, k, v, o, gate, up, down, or all-linear");
        return;
    }
    targets.clear();
    for (const auto& item : node) {
        const std::string name = item.IsScalar() ? item.Scalar() : std::string{};
        if (const auto target = parseEnum<LoraTarget>(name)) {
            targets.push_back(*target);
            continue;
        }
        const auto names = enumSpellings<LoraTarget>();
        error(item, path,
              "unknown LoRA target '" + name + "' (one of: " + quotedList(names) + ", all-linear)");
    }
}

void CardReader::readTraining(const YAML::Node& node, TrainingSection& t) {
    if (!checkMap(node, "training"))
        return;
    const std::string p = "training";
    choice(node, "method", p, t.method);
    if (const YAML::Node lora = node["lora"]; lora && checkMap(lora, "training.lora")) {
        integer(lora, "rank", "training.lora", t.lora.rank);
        number(lora, "alpha", "training.lora", t.lora.alpha);
        number(lora, "dropout", "training.lora", t.lora.dropout);
        if (const YAML::Node targets = lora["targets"])
            readLoraTargets(targets, "training.lora.targets", t.lora.targets);
    }
    if (const YAML::Node qlora = node["qlora"]; qlora && checkMap(qlora, "training.qlora"))
        flag(qlora, "double_quant", "training.qlora", t.qlora.double_quant);
    choice(node, "optimizer", p, t.optimizer);
    choice(node, "precision", p, t.precision);
    integer(node, "sequence_length", p, t.sequence_length);
    flag(node, "packed", p, t.packed);
    integer(node, "micro_batch", p, t.micro_batch);
    integer(node, "gradient_accumulation", p, t.gradient_accumulation);
    choice(node, "activation_checkpointing", p, t.activation_checkpointing);
    flag(node, "activation_offloading", p, t.activation_offloading);
    choice(node, "attention", p, t.attention);
    choice(node, "loss", p, t.loss);
    flag(node, "compile", p, t.compile);
    flag(node, "optimizer_in_backward", p, t.optimizer_in_backward);
    choice(node, "framework", p, t.framework);

    int budgets = 0;
    for (const auto& [key, kind] :
         {std::pair{"tokens", BudgetKind::Tokens}, std::pair{"steps", BudgetKind::Steps},
          std::pair{"epochs", BudgetKind::Epochs}}) {
        if (!node[key])
            continue;
        if (++budgets > 1) {
            error(node[key], joinPath(p, key),
                  "give only one of training.tokens, training.steps and training.epochs");
            continue;
        }
        if (number(node, key, p, t.budget.value)) {
            t.budget.kind = kind;
            remember(node[key], "training.budget");
        }
    }
    number(node, "learning_rate", p, t.learning_rate);
    integer(node, "warmup_steps", p, t.warmup_steps);
    choice(node, "schedule", p, t.schedule);
    std::int64_t seed = static_cast<std::int64_t>(t.seed);
    if (integer64(node, "seed", p, seed))
        t.seed = static_cast<std::uint64_t>(seed);
}

RunCard CardReader::read(const YAML::Node& root) {
    RunCard card;
    if (!root || root.IsNull()) {
        diagnostics_.push_back(
            {file_, 1, 1, "", "the file is empty; a run card starts with 'runcard: 1'"});
        return card;
    }
    if (!checkMap(root, ""))
        return card;
    if (!root["runcard"])
        diagnostics_.push_back(
            locate("runcard", "missing; the first line of a v1 card is 'runcard: 1'"));
    else
        integer(root, "runcard", "", card.schema_version);
    text(root, "name", "", card.name);
    if (const YAML::Node model = root["model"])
        readModel(model, card.model);
    else
        diagnostics_.push_back(locate("model", "missing; name a preset, hf_config or local_dir"));
    if (const YAML::Node training = root["training"])
        readTraining(training, card.training);

    if (const YAML::Node data = root["data"]; data && checkMap(data, "data")) {
        text(data, "path", "data", card.data.path);
        text(data, "revision", "data", card.data.revision);
        text(data, "text_field", "data", card.data.text_field);
        text(data, "tokenizer", "data", card.data.tokenizer);
        number(data, "tokens", "data", card.data.tokens);
    }
    if (const YAML::Node v = root["validation"]; v && checkMap(v, "validation")) {
        integer(v, "every_steps", "validation", card.validation.every_steps);
        number(v, "tokens", "validation", card.validation.tokens);
    }
    if (const YAML::Node c = root["checkpoint"]; c && checkMap(c, "checkpoint")) {
        integer(c, "every_steps", "checkpoint", card.checkpoint.every_steps);
        integer(c, "keep", "checkpoint", card.checkpoint.keep);
    }
    if (const YAML::Node h = root["hardware"]; h && checkMap(h, "hardware")) {
        text(h, "gpu", "hardware", card.hardware.gpu);
        integer(h, "gpus_per_node", "hardware", card.hardware.gpus_per_node);
        integer(h, "nodes", "hardware", card.hardware.nodes);
        choice(h, "parallelism", "hardware", card.hardware.parallelism);
        flag(h, "cpu_offload", "hardware", card.hardware.cpu_offload);
        number(h, "memory_margin", "hardware", card.hardware.memory_margin);
    }
    if (const YAML::Node r = root["rental"]; r && checkMap(r, "rental")) {
        auto& rental = card.rental;
        choice(r, "pricing", "rental", rental.pricing);
        choice(r, "period", "rental", rental.period);
        number(r, "setup_hours", "rental", rental.setup_hours);
        number(r, "export_gb", "rental", rental.export_gb);
        number(r, "export_gb_per_s", "rental", rental.export_gb_per_s);
        number(r, "safety_buffer", "rental", rental.safety_buffer);
        number(r, "waiting_cost_per_day", "rental", rental.waiting_cost_per_day);
        text(r, "price_catalog", "rental", rental.price_catalog);
        if (const YAML::Node options = r["options"]) {
            remember(options, "rental.options");
            if (!options.IsSequence()) {
                error(options, "rental.options", "expected a list of price-catalog option ids");
            } else {
                for (const auto& option : options)
                    rental.options.push_back(option.Scalar());
            }
        }
    }
    return card;
}

// Applies "--set a.b.c=value" to the parsed tree, creating sections as needed.
void applyOverride(YAML::Node& root, const FieldOverride& override, Diagnostics& diagnostics) {
    std::vector<std::string> parts;
    std::stringstream stream(override.key);
    for (std::string part; std::getline(stream, part, '.');)
        parts.push_back(part);
    std::string section;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        const auto keys = sectionKeys().find(section);
        const bool known =
            keys != sectionKeys().end() &&
            std::find(keys->second->begin(), keys->second->end(), parts[i]) != keys->second->end();
        if (!known) {
            std::string message = "unknown key '" + override.key + "'";
            std::vector<std::string> all = runCardKeys();
            if (const std::string s = closestMatch(override.key, all); !s.empty())
                message += "; did you mean '" + s + "'?";
            diagnostics.push_back({"--set", 0, 0, override.key, message});
            return;
        }
        section = joinPath(section, parts[i]);
    }
    YAML::Node value;
    try {
        value = YAML::Load(override.value);
    } catch (const YAML::Exception& e) {
        diagnostics.push_back(
            {"--set", 0, 0, override.key, "the value is not valid YAML: " + e.msg});
        return;
    }
    // Walk down with fresh handles: yaml-cpp's operator[] on a non-const node inserts.
    std::vector<YAML::Node> chain{root};
    for (std::size_t i = 0; i + 1 < parts.size(); ++i) {
        YAML::Node child = chain.back()[parts[i]];
        if (!child.IsMap())
            child = YAML::Node(YAML::NodeType::Map);
        chain.back()[parts[i]] = child;
        chain.push_back(child);
    }
    chain.back()[parts.back()] = value;
}

std::string yamlString(const std::string& text) {
    return '"' + jsonEscape(text) + '"';
}

} // namespace

FieldOverride parseFieldOverride(const std::string& assignment) {
    const auto equals = assignment.find('=');
    if (equals == std::string::npos || equals == 0)
        throw InputError(Diagnostic{"--set", 0, 0, assignment,
                                    "expected KEY=VALUE, e.g. training.micro_batch=4"});
    return {assignment.substr(0, equals), assignment.substr(equals + 1)};
}

const std::vector<std::string>& runCardKeys() {
    static const std::vector<std::string> keys = [] {
        std::vector<std::string> all;
        for (const auto& [section, names] : sectionKeys())
            for (const auto& name : *names)
                if (!sectionKeys().count(joinPath(section, name)))
                    all.push_back(joinPath(section, name));
        return all;
    }();
    return keys;
}

LoadResult parseRunCard(const std::string& yamlText, const std::string& displayName,
                        const std::vector<FieldOverride>& overrides) {
    LoadResult result;
    YAML::Node root;
    try {
        root = YAML::Load(yamlText);
    } catch (const YAML::ParserException& e) {
        result.diagnostics.push_back(
            {displayName, e.mark.line + 1, e.mark.column + 1, "", "YAML syntax error: " + e.msg});
        return result;
    }
    std::set<std::string> overridden;
    if (!overrides.empty()) {
        if (!root || root.IsNull())
            root = YAML::Node(YAML::NodeType::Map);
        for (const auto& override : overrides) {
            if (root.IsMap())
                applyOverride(root, override, result.diagnostics);
            overridden.insert(override.key);
        }
        if (!result.diagnostics.empty())
            return result;
    }
    CardReader reader(displayName, overridden);
    RunCard card = reader.read(root);
    card.source_path = displayName;
    result.diagnostics = std::move(reader.diagnostics());
    std::stable_sort(result.diagnostics.begin(), result.diagnostics.end(),
                     [](const Diagnostic& a, const Diagnostic& b) {
                         return std::tie(a.line, a.column) < std::tie(b.line, b.column);
                     });
    if (!result.diagnostics.empty())
        return result;
    for (const Diagnostic& problem : validateRunCard(card))
        result.diagnostics.push_back(reader.locate(problem.field, problem.message));
    card.positions = reader.positions();
    if (result.diagnostics.empty())
        result.card = std::move(card);
    else
        result.partial = std::move(card);
    return result;
}

LoadResult loadRunCard(const std::string& path, const std::vector<FieldOverride>& overrides) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        LoadResult result;
        result.diagnostics.push_back({path, 0, 0, "", "cannot open the file for reading"});
        return result;
    }
    std::stringstream buffer;
    buffer << in.rdbuf();
    LoadResult result = parseRunCard(buffer.str(), path, overrides);
    for (auto* card : {&result.card, &result.partial})
        if (*card)
            (*card)->source_path = path;
    return result;
}

RunCard loadRunCardOrThrow(const std::string& path, const std::vector<FieldOverride>& overrides) {
    LoadResult result = loadRunCard(path, overrides);
    if (!result.ok())
        throw InputError(std::move(result.diagnostics));
    return std::move(*result.card);
}

Diagnostics validateRunCard(const RunCard& card) {
    Diagnostics out;
    auto fail = [&out](const std::string& field, const std::string& message) {
        out.push_back({"", 0, 0, field, message});
    };
    if (card.schema_version != 1)
        fail("runcard", "unsupported schema version " + std::to_string(card.schema_version) +
                            "; this Runcard reads version 1");

    const ModelSection& m = card.model;
    const int sources = !m.preset.empty() + !m.hf_config.empty() + !m.local_dir.empty();
    if (sources > 1)
        fail("model", "give only one of model.preset, model.hf_config and model.local_dir");
    const auto& a = m.architecture;
    if (sources == 0 &&
        !(a.layers && a.hidden_size && a.intermediate_size && a.attention_heads && a.vocab_size))
        fail("model", "name a preset, hf_config or local_dir, or give the full architecture "
                      "(layers, hidden_size, intermediate_size, attention_heads, vocab_size)");
    auto positive = [&](const auto& value, const std::string& field) {
        if (value && *value <= 0)
            fail(field, "must be greater than 0");
    };
    positive(a.layers, "model.architecture.layers");
    positive(a.hidden_size, "model.architecture.hidden_size");
    positive(a.intermediate_size, "model.architecture.intermediate_size");
    positive(a.attention_heads, "model.architecture.attention_heads");
    positive(a.kv_heads, "model.architecture.kv_heads");
    positive(a.head_dim, "model.architecture.head_dim");
    positive(a.vocab_size, "model.architecture.vocab_size");
    if (a.attention_heads && a.kv_heads && *a.attention_heads > 0 && *a.kv_heads > 0 &&
        *a.attention_heads % *a.kv_heads != 0)
        fail("model.architecture.kv_heads",
             "must divide attention_heads (" + std::to_string(*a.attention_heads) + ")");
    if (a.hidden_size && a.attention_heads && !a.head_dim && *a.attention_heads > 0 &&
        *a.hidden_size % *a.attention_heads != 0)
        fail("model.architecture.attention_heads",
             "must divide hidden_size unless head_dim is given");

    const TrainingSection& t = card.training;
    if (t.method != TrainingMethod::Full) {
        if (t.lora.rank <= 0)
            fail("training.lora.rank", "must be greater than 0");
        if (t.lora.alpha <= 0)
            fail("training.lora.alpha", "must be greater than 0");
        if (t.lora.dropout < 0 || t.lora.dropout >= 1)
            fail("training.lora.dropout", "must be in [0, 1)");
        if (t.lora.targets.empty())
            fail("training.lora.targets", "name at least one linear to adapt");
        for (std::size_t i = 0; i < t.lora.targets.size(); ++i)
            for (std::size_t j = i + 1; j < t.lora.targets.size(); ++j)
                if (t.lora.targets[i] == t.lora.targets[j])
                    fail("training.lora.targets",
                         "lists '" + std::string(toString(t.lora.targets[i])) + "' twice");
    }
    if (t.method == TrainingMethod::QLora &&
        (t.precision == Precision::Fp32 || t.precision == Precision::Tf32))
        fail("training.precision", "QLoRA computes in 16 bit; use bf16-mixed, bf16 or fp16-mixed");
    if (t.sequence_length <= 0)
        fail("training.sequence_length", "must be greater than 0");
    else if (t.sequence_length > 10'000'000)
        fail("training.sequence_length", "is larger than 10,000,000 tokens");
    if (t.micro_batch < 1)
        fail("training.micro_batch", "must be at least 1");
    if (t.gradient_accumulation < 1)
        fail("training.gradient_accumulation", "must be at least 1");
    if (t.budget.value <= 0)
        fail("training.budget", std::string("training.") + std::string(toString(t.budget.kind)) +
                                    " must be greater than 0");
    if (t.budget.kind == BudgetKind::Steps && std::floor(t.budget.value) != t.budget.value)
        fail("training.budget", "training.steps must be a whole number");
    if (t.budget.kind == BudgetKind::Epochs && card.data.tokens <= 0)
        fail("training.budget", "training.epochs needs data.tokens, the tokens in one epoch");
    if (t.learning_rate <= 0)
        fail("training.learning_rate", "must be greater than 0");
    if (t.warmup_steps < 0)
        fail("training.warmup_steps", "must not be negative");
    if (t.optimizer_in_backward && t.gradient_accumulation > 1)
        fail("training.optimizer_in_backward", "cannot be combined with gradient_accumulation > 1");

    if (card.data.tokens < 0)
        fail("data.tokens", "must not be negative");
    if (card.validation.every_steps < 0)
        fail("validation.every_steps", "must not be negative");
    if (card.validation.tokens < 0)
        fail("validation.tokens", "must not be negative");
    if (card.checkpoint.every_steps < 0)
        fail("checkpoint.every_steps", "must not be negative");
    if (card.checkpoint.keep < 1)
        fail("checkpoint.keep", "must be at least 1");

    const HardwareSection& h = card.hardware;
    if (h.gpu.empty())
        fail("hardware.gpu", "name a GPU from the catalog (runcard-cli gpus lists them)");
    if (h.gpus_per_node < 1 || h.gpus_per_node > 64)
        fail("hardware.gpus_per_node", "must be between 1 and 64");
    if (h.nodes < 1 || h.nodes > 4096)
        fail("hardware.nodes", "must be between 1 and 4096");
    if (h.parallelism == Parallelism::Single && h.gpuCount() > 1)
        fail("hardware.parallelism",
             "'single' runs on one GPU; choose ddp, a zero stage or an fsdp strategy for " +
                 std::to_string(h.gpuCount()) + " GPUs");
    if (h.memory_margin < 0 || h.memory_margin >= 0.9)
        fail("hardware.memory_margin", "must be a fraction in [0, 0.9)");

    const RentalSection& r = card.rental;
    if (r.setup_hours < 0)
        fail("rental.setup_hours", "must not be negative");
    if (r.export_gb < 0)
        fail("rental.export_gb", "must not be negative");
    if (r.export_gb_per_s <= 0)
        fail("rental.export_gb_per_s", "must be greater than 0");
    if (r.safety_buffer < 0 || r.safety_buffer > 5)
        fail("rental.safety_buffer", "must be a fraction in [0, 5]");
    if (r.waiting_cost_per_day < 0)
        fail("rental.waiting_cost_per_day", "must not be negative");
    return out;
}

std::string toYaml(const RunCard& card) {
    std::string y;
    auto line = [&y](int indent, const std::string& key, const std::string& value) {
        y += std::string(indent, ' ') + key + ": " + value + "\n";
    };
    auto section = [&y](int indent, const std::string& key) {
        y += std::string(indent, ' ') + key + ":\n";
    };
    auto num = [](double v) { return formatDouble(v); };
    auto boolean = [](bool v) { return std::string(v ? "true" : "false"); };
    auto name = [](auto e) { return std::string(toString(e)); };

    line(0, "runcard", std::to_string(card.schema_version));
    line(0, "name", yamlString(card.name));
    section(0, "model");
    const ModelSection& m = card.model;
    if (!m.preset.empty())
        line(2, "preset", yamlString(m.preset));
    if (!m.hf_config.empty())
        line(2, "hf_config", yamlString(m.hf_config));
    if (!m.local_dir.empty())
        line(2, "local_dir", yamlString(m.local_dir));
    line(2, "revision", yamlString(m.revision));
    if (!m.architecture.empty()) {
        const auto& a = m.architecture;
        section(2, "architecture");
        if (a.layers)
            line(4, "layers", std::to_string(*a.layers));
        if (a.hidden_size)
            line(4, "hidden_size", std::to_string(*a.hidden_size));
        if (a.intermediate_size)
            line(4, "intermediate_size", std::to_string(*a.intermediate_size));
        if (a.attention_heads)
            line(4, "attention_heads", std::to_string(*a.attention_heads));
        if (a.kv_heads)
            line(4, "kv_heads", std::to_string(*a.kv_heads));
        if (a.head_dim)
            line(4, "head_dim", std::to_string(*a.head_dim));
        if (a.vocab_size)
            line(4, "vocab_size", std::to_string(*a.vocab_size));
        if (a.tied_embeddings)
            line(4, "tied_embeddings", boolean(*a.tied_embeddings));
        if (a.mlp)
            line(4, "mlp", name(*a.mlp));
    }
    const TrainingSection& t = card.training;
    section(0, "training");
    line(2, "method", name(t.method));
    std::string targets;
    for (LoraTarget target : t.lora.targets)
        targets += (targets.empty() ? "" : ", ") + name(target);
    line(2, "lora",
         "{rank: " + std::to_string(t.lora.rank) + ", alpha: " + num(t.lora.alpha) +
             ", dropout: " + num(t.lora.dropout) + ", targets: [" + targets + "]}");
    line(2, "qlora", "{double_quant: " + boolean(t.qlora.double_quant) + "}");
    line(2, "optimizer", name(t.optimizer));
    line(2, "precision", name(t.precision));
    line(2, "sequence_length", std::to_string(t.sequence_length));
    line(2, "packed", boolean(t.packed));
    line(2, "micro_batch", std::to_string(t.micro_batch));
    line(2, "gradient_accumulation", std::to_string(t.gradient_accumulation));
    line(2, "activation_checkpointing", name(t.activation_checkpointing));
    line(2, "activation_offloading", boolean(t.activation_offloading));
    line(2, "attention", name(t.attention));
    line(2, "loss", name(t.loss));
    line(2, "compile", boolean(t.compile));
    line(2, "optimizer_in_backward", boolean(t.optimizer_in_backward));
    line(2, "framework", name(t.framework));
    line(2, name(t.budget.kind), num(t.budget.value));
    line(2, "learning_rate", num(t.learning_rate));
    line(2, "warmup_steps", std::to_string(t.warmup_steps));
    line(2, "schedule", name(t.schedule));
    line(2, "seed", std::to_string(t.seed));
    section(0, "data");
    line(2, "path", yamlString(card.data.path));
    line(2, "revision", yamlString(card.data.revision));
    line(2, "text_field", yamlString(card.data.text_field));
    line(2, "tokenizer", yamlString(card.data.tokenizer));
    line(2, "tokens", num(card.data.tokens));
    section(0, "validation");
    line(2, "every_steps", std::to_string(card.validation.every_steps));
    line(2, "tokens", num(card.validation.tokens));
    section(0, "checkpoint");
    line(2, "every_steps", std::to_string(card.checkpoint.every_steps));
    line(2, "keep", std::to_string(card.checkpoint.keep));
    const HardwareSection& h = card.hardware;
    section(0, "hardware");
    line(2, "gpu", yamlString(h.gpu));
    line(2, "gpus_per_node", std::to_string(h.gpus_per_node));
    line(2, "nodes", std::to_string(h.nodes));
    line(2, "parallelism", name(h.parallelism));
    line(2, "cpu_offload", boolean(h.cpu_offload));
    line(2, "memory_margin", num(h.memory_margin));
    const RentalSection& r = card.rental;
    section(0, "rental");
    line(2, "pricing", name(r.pricing));
    line(2, "period", name(r.period));
    line(2, "setup_hours", num(r.setup_hours));
    line(2, "export_gb", num(r.export_gb));
    line(2, "export_gb_per_s", num(r.export_gb_per_s));
    line(2, "safety_buffer", num(r.safety_buffer));
    line(2, "waiting_cost_per_day", num(r.waiting_cost_per_day));
    std::string options;
    for (const auto& option : r.options)
        options += (options.empty() ? "" : ", ") + yamlString(option);
    line(2, "options", "[" + options + "]");
    line(2, "price_catalog", yamlString(r.price_catalog));
    return y;
}

void saveRunCard(const RunCard& card, const std::string& path) {
    writeFileAtomically(path, toYaml(card));
}

} // namespace runcard
