#include "planner/run_card_schema.h"

#include "planner/json_writer.h"
#include "planner/model_state.h"
#include "planner/translatable.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <type_traits>

namespace runcard {

namespace {

// ---- Values: members of RunCard <-> FieldValue ------------------------------------------------

template <class T> struct IsOptional : std::false_type {};
template <class T> struct IsOptional<std::optional<T>> : std::true_type {};
template <class T> struct IsVector : std::false_type {};
template <class T> struct IsVector<std::vector<T>> : std::true_type {};

template <class T> FieldValue toValue(const T& member) {
    if constexpr (IsOptional<T>::value)
        return member ? toValue(*member) : FieldValue{};
    else if constexpr (std::is_same_v<T, bool>)
        return member;
    else if constexpr (std::is_enum_v<T>)
        return std::string(toString(member));
    else if constexpr (std::is_integral_v<T>)
        return static_cast<std::int64_t>(member);
    else if constexpr (std::is_floating_point_v<T>)
        return member;
    else if constexpr (std::is_same_v<T, std::string>)
        return member;
    else {
        static_assert(IsVector<T>::value);
        std::vector<std::string> items;
        for (const auto& item : member)
            items.push_back(std::get<std::string>(toValue(item)));
        return items;
    }
}

// Stores `value` into `member`. The reader and the form only pass values of the field's type that
// the member can hold (FieldSpec::storageMin/Max), so nothing here narrows silently.
template <class T> void fromValue(const FieldValue& value, T& member) {
    if constexpr (IsOptional<T>::value) {
        if (std::holds_alternative<std::monostate>(value)) {
            member.reset();
        } else {
            typename T::value_type inner{};
            fromValue(value, inner);
            member = inner;
        }
    } else if constexpr (std::is_same_v<T, bool>) {
        if (const bool* b = std::get_if<bool>(&value))
            member = *b;
    } else if constexpr (std::is_enum_v<T>) {
        if (const auto* text = std::get_if<std::string>(&value))
            if (const auto parsed = parseEnum<T>(*text))
                member = *parsed;
    } else if constexpr (std::is_integral_v<T>) {
        if (const auto* i = std::get_if<std::int64_t>(&value))
            member = static_cast<T>(*i);
    } else if constexpr (std::is_floating_point_v<T>) {
        if (const double* d = std::get_if<double>(&value))
            member = *d;
        else if (const auto* i = std::get_if<std::int64_t>(&value))
            member = static_cast<double>(*i);
    } else if constexpr (std::is_same_v<T, std::string>) {
        if (const auto* text = std::get_if<std::string>(&value))
            member = *text;
    } else {
        static_assert(IsVector<T>::value);
        if (const auto* items = std::get_if<std::vector<std::string>>(&value)) {
            member.clear();
            for (const auto& item : *items) {
                typename T::value_type element{};
                fromValue(FieldValue{item}, element);
                member.push_back(element);
            }
        }
    }
}

template <class E> std::vector<FieldChoice> choicesOf() {
    std::vector<FieldChoice> choices;
    for (const auto& [value, spelling] : EnumSpelling<E>::table)
        choices.push_back({spelling, enumLabel(value)});
    return choices;
}

// The type, choices and storage range that follow from the member's C++ type.
template <class T> void describeMember(FieldSpec& spec) {
    if constexpr (IsOptional<T>::value) {
        spec.optional = true;
        describeMember<typename T::value_type>(spec);
    } else if constexpr (std::is_same_v<T, bool>) {
        spec.type = FieldType::Boolean;
    } else if constexpr (std::is_enum_v<T>) {
        spec.type = FieldType::Choice;
        spec.choices = choicesOf<T>();
    } else if constexpr (std::is_integral_v<T>) {
        spec.type = FieldType::Integer;
        spec.storageMin = std::is_signed_v<T> ? std::int64_t(std::numeric_limits<T>::min()) : 0;
        spec.storageMax = std::int64_t(
            std::min<std::uint64_t>(std::uint64_t(std::numeric_limits<T>::max()),
                                    std::uint64_t(std::numeric_limits<std::int64_t>::max())));
    } else if constexpr (std::is_floating_point_v<T>) {
        spec.type = FieldType::Number;
    } else if constexpr (std::is_same_v<T, std::string>) {
        spec.type = FieldType::Text;
    } else {
        static_assert(IsVector<T>::value);
        using Item = typename T::value_type;
        if constexpr (std::is_enum_v<Item>) {
            spec.type = FieldType::ChoiceList;
            spec.choices = choicesOf<Item>();
        } else {
            spec.type = FieldType::TextList;
        }
    }
}

// `plan --json` writes the card the way v1 first did: training, hardware and model keys without
// their section ("micro_batch", "gpu", "lora.rank", "architecture.layers"), the other sections as
// nested objects ("data.tokens").
std::string jsonKeyFor(const std::string& path) {
    for (const char* flat : {"training.", "hardware.", "model."})
        if (path.rfind(flat, 0) == 0)
            return path.substr(std::string(flat).size());
    return path;
}

// One row of the table, built from the path and an accessor `[](auto& c) -> auto& {...}` that
// works on const and non-const cards alike.
class Row {
public:
    template <class Access> Row(std::string path, Access access) {
        using Member = std::remove_cvref_t<decltype(access(std::declval<RunCard&>()))>;
        spec_.path = std::move(path);
        describeMember<Member>(spec_);
        spec_.get = [access](const RunCard& card) { return toValue(access(card)); };
        spec_.set = [access](RunCard& card, const FieldValue& value) {
            fromValue(value, access(card));
        };
        spec_.json = jsonKeyFor(spec_.path);
    }
    Row(std::string path, FieldType type, std::function<FieldValue(const RunCard&)> get,
        std::function<void(RunCard&, const FieldValue&)> set) {
        spec_.path = std::move(path);
        spec_.type = type;
        spec_.get = std::move(get);
        spec_.set = std::move(set);
        spec_.json = jsonKeyFor(spec_.path);
    }

    Row& label(std::string_view text) { return spec_.label = text, *this; }
    Row& help(std::string_view text) { return spec_.help = text, *this; }
    Row& note(std::string_view text) { return spec_.note = text, *this; }
    Row& unit(std::string_view text) { return spec_.unit = text, *this; }
    Row& placeholder(std::string_view text) { return spec_.placeholder = text, *this; }
    // Inclusive bounds; `why` says where the upper one comes from (docs/runcard.md).
    Row& range(double min, double max, std::string_view why) {
        spec_.min = min;
        spec_.max = max;
        spec_.boundWhy = why;
        return *this;
    }
    Row& aboveMin() { return spec_.minExclusive = true, *this; }
    Row& belowMax() { return spec_.maxExclusive = true, *this; }
    Row& whole() { return spec_.whole = true, *this; }
    Row& decimals(int count, double step) {
        spec_.decimals = count;
        spec_.step = step;
        return *this;
    }
    Row& fraction() { return spec_.fraction = true, *this; }
    Row& ungrouped() { return spec_.grouped = false, *this; }
    Row& nonEmpty() { return spec_.nonEmpty = true, *this; }
    Row& unique() { return spec_.unique = true, *this; }
    Row& allChoices(std::string_view spelling) { return spec_.allChoices = spelling, *this; }
    Row& oneOf(std::string_view group) { return spec_.oneOf = group, *this; }
    Row& reference(FieldReference what) { return spec_.reference = what, *this; }
    Row& omitWhenEmpty() { return spec_.omitWhenEmpty = true, *this; }
    Row& fixed() { return spec_.fixed = true, *this; }
    Row& required(DiagnosticCode whenMissing) { return spec_.whenMissing = whenMissing, *this; }
    Row& outOfRange(DiagnosticCode code) { return spec_.outOfRange = code, *this; }
    Row& extension() { return spec_.extension = true, *this; }
    Row& choiceLabels(std::string_view whenTrue, std::string_view whenFalse) {
        spec_.trueLabel = whenTrue;
        spec_.falseLabel = whenFalse;
        return *this;
    }
    Row& appliesWhen(std::function<bool(const RunCard&)> predicate) {
        spec_.applies = std::move(predicate);
        return *this;
    }
    operator FieldSpec() const { return spec_; }

private:
    FieldSpec spec_;
};

bool usesLora(const RunCard& c) {
    return c.training.method != TrainingMethod::Full;
}
bool usesQLora(const RunCard& c) {
    return c.training.method == TrainingMethod::QLora;
}
bool usesMixedPrecision(const RunCard& c) {
    return isMixedPrecision(c.training.precision);
}
bool usesFsdp(const RunCard& c) {
    const Parallelism p = c.hardware.parallelism;
    return p == Parallelism::FsdpFull || p == Parallelism::FsdpGradOp ||
           p == Parallelism::FsdpHybrid;
}
auto checkpointingIs(ActivationCheckpointing policy) {
    return [policy](const RunCard& c) { return c.training.activation_checkpointing == policy; };
}
auto lossIs(LossMode mode) {
    return [mode](const RunCard& c) { return c.training.loss == mode; };
}

// One alternative of the training budget: set when the card's budget is of this kind.
Row budget(BudgetKind kind) {
    const std::string path = "training." + std::string(toString(kind));
    return Row(
               path, FieldType::Number,
               [kind](const RunCard& c) -> FieldValue {
                   return c.training.budget.kind == kind ? FieldValue{c.training.budget.value}
                                                         : FieldValue{};
               },
               [kind](RunCard& c, const FieldValue& value) {
                   if (const double* v = std::get_if<double>(&value))
                       c.training.budget = {kind, *v};
                   else if (const auto* i = std::get_if<std::int64_t>(&value))
                       c.training.budget = {kind, double(*i)};
               })
        .oneOf("training.budget");
}

// Bounds shared by several rows, with the reason for each.
constexpr double kMaxTokens = 1e15;
constexpr std::string_view kTokensWhy =
    ("27 times the largest published pre-training run (36e12 tokens); keeps the step count and "
     "times below 2^63");
constexpr double kMaxSteps = 1e9;
constexpr std::string_view kStepsWhy = "a billion optimizer steps; step counts stay exact";

std::vector<FieldSpec> buildFields() {
    return {
        Row(
            "runcard", [](auto& c) -> auto& { return c.schema_version; })
            .fixed()
            .required(DiagnosticCode::MissingVersion)
            .range(1, 1, "the schema version this Runcard reads")
            .outOfRange(DiagnosticCode::UnsupportedVersion)
            .label("Schema version")
            .help("The run-card schema the file follows; always 1."),
        Row(
            "name", [](auto& c) -> auto& { return c.name; })
            .label(RUNCARD_TR("RunCardSchema", "Run name"))
            .help(RUNCARD_TR("RunCardSchema",
                             "Free text that names the run in files, results and reports."))
            .placeholder(RUNCARD_TR("RunCardSchema", "e.g. llama-3.1-8b-lora-r16")),

        // ---- model
        Row(
            "model.preset", [](auto& c) -> auto& { return c.model.preset; })
            .reference(FieldReference::Preset)
            .omitWhenEmpty()
            .label(RUNCARD_TR("RunCardSchema", "Model preset"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "A bundled model architecture. Layers, hidden size and vocabulary decide the "
                "weights, gradients and activations every GPU must hold."))
            .note("`runcard-cli models` lists the presets"),
        Row(
            "model.hf_config", [](auto& c) -> auto& { return c.model.hf_config; })
            .reference(FieldReference::File)
            .omitWhenEmpty()
            .label(RUNCARD_TR("RunCardSchema", "config.json"))
            .help(RUNCARD_TR("RunCardSchema", "A Hugging Face config.json, relative to the card. "
                                              "Used instead of a preset to read "
                                              "the architecture."))
            .placeholder(RUNCARD_TR("RunCardSchema", "path/to/config.json")),
        Row(
            "model.local_dir", [](auto& c) -> auto& { return c.model.local_dir; })
            .reference(FieldReference::Directory)
            .omitWhenEmpty()
            .label(RUNCARD_TR("RunCardSchema", "Model folder"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "A local model folder: config.json for the shape and the *.safetensors headers for "
                "exact parameter counts. No weights are read."))
            .placeholder(RUNCARD_TR("RunCardSchema", "path/to/model")),
        Row(
            "model.revision", [](auto& c) -> auto& { return c.model.revision; })
            .label(RUNCARD_TR("RunCardSchema", "Model revision"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Recorded with results and reports, so a measurement can be traced to the exact "
                "weights."))
            .placeholder(RUNCARD_TR("RunCardSchema", "repository@commit")),
        Row(
            "model.loading", [](auto& c) -> auto& { return c.model.loading; })
            .extension()
            .label(RUNCARD_TR("RunCardSchema", "Model loading"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "How the checkpoint reaches the GPU. Materialising the whole model on every GPU "
                "before sharding or quantising can peak above the training step; streamed and "
                "rank-0 broadcast loading do not."))
            .note("sets the load-phase peak beside the step's (docs/memory-model.md, "
                  "\"Loading\")"),
        Row(
            "model.architecture.layers",
            [](auto& c) -> auto& { return c.model.architecture.layers; })
            .range(1, 512,
                   "4 times the deepest published decoder (126 layers); bounds every "
                   "per-layer product")
            .label(RUNCARD_TR("RunCardSchema", "Layers"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Transformer blocks. Weights, gradients and saved activations grow linearly with "
                "them.")),
        Row(
            "model.architecture.hidden_size",
            [](auto& c) -> auto& { return c.model.architecture.hidden_size; })
            .range(1, 131072,
                   "7 times the widest published model (18,432); hidden² × layers stays "
                   "far below 2^63")
            .label(RUNCARD_TR("RunCardSchema", "Hidden size"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Width of the residual stream. Parameters grow with its square; activations grow "
                "with it linearly.")),
        Row(
            "model.architecture.intermediate_size",
            [](auto& c) -> auto& { return c.model.architecture.intermediate_size; })
            .range(1, 524288, "7 times the widest published MLP (73,728)")
            .label(RUNCARD_TR("RunCardSchema", "MLP width"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Inner width of the feed-forward block; the largest share of parameters and of "
                "the MLP activations.")),
        Row(
            "model.architecture.attention_heads",
            [](auto& c) -> auto& { return c.model.architecture.attention_heads; })
            .range(1, 512, "4 times the most heads published (128); bounds the eager s² scores")
            .label(RUNCARD_TR("RunCardSchema", "Attention heads"))
            .help(RUNCARD_TR("RunCardSchema",
                             "Query heads. With head size they set the attention projections.")),
        Row(
            "model.architecture.kv_heads",
            [](auto& c) -> auto& { return c.model.architecture.kv_heads; })
            .range(1, 512, "at most the attention heads' bound; must divide the heads")
            .label(RUNCARD_TR("RunCardSchema", "Key/value heads"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Grouped-query attention: fewer key/value heads shrink the K and V projections "
                "and their activations.")),
        Row(
            "model.architecture.head_dim",
            [](auto& c) -> auto& { return c.model.architecture.head_dim; })
            .range(1, 1024, "4 times the widest published head (256)")
            .label(RUNCARD_TR("RunCardSchema", "Head size"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Width of one attention head; by default hidden size divided by the heads.")),
        Row(
            "model.architecture.vocab_size",
            [](auto& c) -> auto& { return c.model.architecture.vocab_size; })
            .range(1, 4194304,
                   "16 times the largest published vocabulary (262,144); bounds the "
                   "logits per token")
            .label(RUNCARD_TR("RunCardSchema", "Vocabulary"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Tokens in the vocabulary. The logits of every position span it, so a large "
                "vocabulary makes the loss path one of the biggest transient peaks.")),
        Row(
            "model.architecture.tied_embeddings",
            [](auto& c) -> auto& { return c.model.architecture.tied_embeddings; })
            .choiceLabels(RUNCARD_TR("RunCardSchema", "Tied"),
                          RUNCARD_TR("RunCardSchema", "Separate head"))
            .label(RUNCARD_TR("RunCardSchema", "Tied embeddings"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Whether the output head shares the embedding matrix. Untied, the head adds "
                "vocabulary × hidden size parameters with their gradients and optimizer state.")),
        Row(
            "model.architecture.mlp", [](auto& c) -> auto& { return c.model.architecture.mlp; })
            .label(RUNCARD_TR("RunCardSchema", "MLP type"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "SwiGLU has three matrices per block (gate, up, down), GELU two; it sets the "
                "MLP's parameters and activations.")),
        Row(
            "model.architecture.experts",
            [](auto& c) -> auto& { return c.model.architecture.experts; })
            .extension()
            .range(1, 2048, "8 times the most routed experts published (DeepSeek-V3: 256)")
            .label(RUNCARD_TR("RunCardSchema", "Experts"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Routed experts of a mixture-of-experts layer. Every expert's weights, gradients "
                "and optimizer state are held; only the experts a token is routed to compute."))
            .note("unset = a dense model; model_architecture.h"),
        Row(
            "model.architecture.experts_per_token",
            [](auto& c) -> auto& { return c.model.architecture.experts_per_token; })
            .extension()
            .range(1, 256, "at most the experts' bound; published models route to 1-10")
            .label(RUNCARD_TR("RunCardSchema", "Experts per token"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Routed experts each token visits (top-k). Compute, the expert activations and "
                "the token exchange between GPUs grow with it."))
            .note("must be at most `experts`"),
        Row(
            "model.architecture.shared_experts",
            [](auto& c) -> auto& { return c.model.architecture.shared_experts; })
            .extension()
            .range(1, 64, "published models have 1 or 2")
            .label(RUNCARD_TR("RunCardSchema", "Shared experts"))
            .help(RUNCARD_TR("RunCardSchema",
                             "Experts every token visits besides the routed ones (DeepSeek).")),
        Row(
            "model.architecture.moe_intermediate_size",
            [](auto& c) -> auto& { return c.model.architecture.moe_intermediate_size; })
            .extension()
            .range(1, 524288, "the MLP width's bound")
            .label(RUNCARD_TR("RunCardSchema", "Expert width"))
            .help(RUNCARD_TR("RunCardSchema", "Inner width of one expert's feed-forward block.")),
        Row(
            "model.architecture.dense_layers",
            [](auto& c) -> auto& { return c.model.architecture.dense_layers; })
            .extension()
            .range(1, 511, "fewer than the layers' bound")
            .label(RUNCARD_TR("RunCardSchema", "Leading dense layers"))
            .help(RUNCARD_TR("RunCardSchema",
                             "The first layers keep a dense feed-forward block of the MLP width "
                             "instead of experts (DeepSeek first_k_dense_replace)."))
            .note("must be less than `layers`"),
        Row(
            "model.architecture.moe_layer_step",
            [](auto& c) -> auto& { return c.model.architecture.moe_layer_step; })
            .extension()
            .range(1, 512, "the layers' bound")
            .label(RUNCARD_TR("RunCardSchema", "Expert layer step"))
            .help(RUNCARD_TR("RunCardSchema",
                             "Every n-th layer has experts, the others a dense feed-forward block "
                             "(Qwen decoder_sparse_step; 1 = every layer).")),

        // ---- training
        Row(
            "training.method", [](auto& c) -> auto& { return c.training.method; })
            .label(RUNCARD_TR("RunCardSchema", "Method"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Full fine-tuning trains and stores optimizer state for every parameter; LoRA "
                "trains small adapters on frozen weights; QLoRA also stores the frozen weights in "
                "4 bit.")),
        Row(
            "training.lora.rank", [](auto& c) -> auto& { return c.training.lora.rank; })
            .appliesWhen(usesLora)
            .range(1, 8192, "twice the widest rank in common use; adapter counts stay small")
            .label(RUNCARD_TR("RunCardSchema", "LoRA rank"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Rank of each adapter. Adapter parameters, their gradients and optimizer state "
                "grow linearly with it."))
            .note("adapter size r·(d_in + d_out) per targeted linear"),
        Row(
            "training.lora.alpha", [](auto& c) -> auto& { return c.training.lora.alpha; })
            .appliesWhen(usesLora)
            .range(0, 1e6, "a scale; no memory or time effect")
            .aboveMin()
            .decimals(1, 1)
            .label(RUNCARD_TR("RunCardSchema", "LoRA alpha"))
            .help(RUNCARD_TR("RunCardSchema",
                             "Scale of the adapter update. Affects quality, not memory or time.")),
        Row(
            "training.lora.dropout", [](auto& c) -> auto& { return c.training.lora.dropout; })
            .appliesWhen(usesLora)
            .range(0, 1, "a probability")
            .belowMax()
            .decimals(2, 0.01)
            .label(RUNCARD_TR("RunCardSchema", "LoRA dropout"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Dropout on the adapter input; when above zero it saves a mask per adapter in the "
                "activations."))
            .note("> 0 makes every adapter keep its own dropped input copy and mask"),
        Row(
            "training.lora.targets", [](auto& c) -> auto& { return c.training.lora.targets; })
            .appliesWhen(usesLora)
            .allChoices("all-linear")
            .nonEmpty()
            .unique()
            .label(RUNCARD_TR("RunCardSchema", "LoRA targets"))
            .help(
                RUNCARD_TR("RunCardSchema",
                           "Which projections of each block get an adapter. More targets mean more "
                           "trainable parameters, adapter memory and optimizer state."))
            .note("each adapted linear saves its input"),
        Row(
            "training.lora.head", [](auto& c) -> auto& { return c.training.lora.head; })
            .appliesWhen(usesLora)
            .extension()
            .label(RUNCARD_TR("RunCardSchema", "LoRA on the output head"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "An adapter on the output projection: r × (hidden + vocabulary) more trainable "
                "parameters, and the head's input is kept for its gradient."))
            .note("torchtune apply_lora_to_output; PEFT target_modules with lm_head"),
        Row(
            "training.lora.embedding", [](auto& c) -> auto& { return c.training.lora.embedding; })
            .appliesWhen(usesLora)
            .extension()
            .label(RUNCARD_TR("RunCardSchema", "LoRA on the embedding"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "An adapter on the token embedding: r × (vocabulary + hidden) more trainable "
                "parameters."))
            .note("PEFT lora_embedding_A (r × vocabulary) and lora_embedding_B (hidden × r)"),
        Row(
            "training.lora.dora", [](auto& c) -> auto& { return c.training.lora.dora; })
            .appliesWhen(usesLora)
            .extension()
            .label(RUNCARD_TR("RunCardSchema", "DoRA (weight-decomposed)"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Weight-decomposed LoRA: a magnitude vector per adapted matrix, and every forward "
                "builds the dense adapted weight to take its column norm; slower, and more "
                "activation memory."))
            .note("PEFT tuners/lora/dora.py: DoraLinearLayer"),
        Row(
            "training.qlora.double_quant",
            [](auto& c) -> auto& { return c.training.qlora.double_quant; })
            .appliesWhen(usesQLora)
            .label(RUNCARD_TR("RunCardSchema", "QLoRA double quantization"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Quantizes the NF4 scaling constants too, saving about 0.4 bit per weight."))
            .note("NF4 constants quantized again: 4.127 instead of 4.5 bits per weight"),
        Row(
            "training.optimizer", [](auto& c) -> auto& { return c.training.optimizer; })
            .label(RUNCARD_TR("RunCardSchema", "Optimizer"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "AdamW keeps two fp32 moments per trainable parameter (8 bytes); 8-bit variants "
                "keep 2 bytes; SGD without momentum keeps none."))
            .note("state bytes per trainable parameter: 8, ≈2.03, ≈2.03 paged (off the allocator), "
                  "0, 4, factored, 4, ≈1.06, 8 paged"),
        Row(
            "training.optimizer_implementation",
            [](auto& c) -> auto& { return c.training.optimizer_implementation; })
            .appliesWhen(
                [](const RunCard& c) { return c.training.optimizer == OptimizerKind::AdamW; })
            .extension()
            .label(RUNCARD_TR("RunCardSchema", "AdamW implementation"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "torch's foreach AdamW (its default on GPUs) holds a copy of the second moment "
                "during the step; the fused kernel holds none; the for-loop one tensor at a "
                "time."))
            .note("torch/optim/adamw.py: _multi_tensor_adamw, _fused_adamw, _single_tensor_adamw"),
        Row(
            "training.precision", [](auto& c) -> auto& { return c.training.precision; })
            .label(RUNCARD_TR("RunCardSchema", "Precision"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Numeric format of compute and storage. Mixed precision keeps fp32 master "
                "weights; FP8 needs Ada, Hopper or newer GPUs, MXFP8 Blackwell or MI355X, NVFP4 "
                "NVIDIA Blackwell; the low precisions change only the matrix multiplies.")),
        Row(
            "training.weights_dtype", [](auto& c) -> auto& { return c.training.weights_dtype; })
            .appliesWhen(usesMixedPrecision)
            .extension()
            .label(RUNCARD_TR("RunCardSchema", "Stored weights"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "The dtype the weights are kept in while matmuls run in 16 bit. A LoRA base "
                "loaded in fp32 (no torch_dtype; Lightning bf16-mixed) takes 4 bytes per "
                "parameter plus the 16-bit copies autocast makes, and an fp32 residual stream."))
            .note("auto: fp32 for the trained weights of full fine-tuning, 16 bit for a frozen "
                  "base"),
        Row(
            "training.fsdp_param_dtype",
            [](auto& c) -> auto& { return c.training.fsdp_param_dtype; })
            .appliesWhen(usesFsdp)
            .extension()
            .label(RUNCARD_TR("RunCardSchema", "FSDP parameter dtype"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "The dtype FSDP all-gathers and computes in (MixedPrecision param_dtype). The "
                "sharded weights keep their stored dtype."))
            .note("auto: the compute dtype under mixed precision, else the stored dtype"),
        Row(
            "training.fsdp_reduce_dtype",
            [](auto& c) -> auto& { return c.training.fsdp_reduce_dtype; })
            .appliesWhen(usesFsdp)
            .extension()
            .label(RUNCARD_TR("RunCardSchema", "FSDP reduce dtype"))
            .help(RUNCARD_TR("RunCardSchema",
                             "The dtype gradients are reduce-scattered in (MixedPrecision "
                             "reduce_dtype); fp32 doubles the unsharded gradient of a unit."))
            .note("auto: the parameter dtype"),
        Row(
            "training.sequence_length", [](auto& c) -> auto& { return c.training.sequence_length; })
            .range(1, 1048576,
                   "the longest contexts fine-tuned today (1M tokens); with micro_batch "
                   "it bounds the tokens per pass")
            .unit(RUNCARD_TR("RunCardSchema", "tokens"))
            .label(RUNCARD_TR("RunCardSchema", "Sequence length"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "The longest sequence in a batch. Activation memory grows linearly with it (and "
                "quadratically with eager attention).")),
        Row(
            "training.packed", [](auto& c) -> auto& { return c.training.packed; })
            .label(RUNCARD_TR("RunCardSchema", "Packed sequences"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Packing fills every sequence to full length: predictable memory and no compute "
                "spent on padding."))
            .note("false = padded per batch (the worst batch still holds the longest)"),
        Row(
            "training.micro_batch", [](auto& c) -> auto& { return c.training.micro_batch; })
            .range(1, 65536, "with sequence_length at most 1,048,576 tokens per pass (rule below)")
            .unit(RUNCARD_TR("RunCardSchema", "sequences"))
            .label(RUNCARD_TR("RunCardSchema", "Micro-batch"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Sequences per GPU in one forward pass. Activation and logit memory grow linearly "
                "with it.")),
        Row(
            "training.gradient_accumulation",
            [](auto& c) -> auto& { return c.training.gradient_accumulation; })
            .range(1, 1024,
                   "a step of 1,024 micro-batches; the pilot's memory profile walks every one "
                   "(pilot_memory_profile.cpp), and tokens per step stay below 2^53")
            .unit(RUNCARD_TR("RunCardSchema", "micro-batches"))
            .label(RUNCARD_TR("RunCardSchema", "Gradient accumulation"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Micro-batches per optimizer step. Raises the effective batch without more "
                "activation memory; costs time per step."))
            .note("keeps gradients alive through the forward passes"),
        Row(
            "training.activation_checkpointing",
            [](auto& c) -> auto& { return c.training.activation_checkpointing; })
            .label(RUNCARD_TR("RunCardSchema", "Activation checkpointing"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Recomputes activations in the backward pass instead of storing them. Full keeps "
                "only each block's input (about a third more compute); selective recomputes the "
                "attention core (Megatron); op-level keeps every other matmul's output "
                "(torchtitan); every-k and partial checkpoint some of the blocks."))
            .note("selective: Megatron recompute_modules [core_attn]; op-level: torchtitan "
                  "selective_ac_option 'op'; every-k: torchtitan/torchtune layer frequency; "
                  "partial: Megatron recompute_method block"),
        Row(
            "training.checkpoint_every",
            [](auto& c) -> auto& { return c.training.checkpoint_every; })
            .appliesWhen(checkpointingIs(ActivationCheckpointing::EveryK))
            .extension()
            .range(1, 512, "the layer bound: 1 is every block")
            .unit(RUNCARD_TR("RunCardSchema", "blocks"))
            .label(RUNCARD_TR("RunCardSchema", "Checkpointed block interval"))
            .help(RUNCARD_TR("RunCardSchema",
                             "One block in k is checkpointed; the others keep all their "
                             "activations."))
            .note("torchtitan selective_ac_option k; torchtune ac_option k"),
        Row(
            "training.recompute_layers",
            [](auto& c) -> auto& { return c.training.recompute_layers; })
            .appliesWhen(checkpointingIs(ActivationCheckpointing::Partial))
            .extension()
            .range(0, 512, "the layer bound; at most the model's layers (checked on planning)")
            .unit(RUNCARD_TR("RunCardSchema", "blocks"))
            .label(RUNCARD_TR("RunCardSchema", "Recomputed blocks"))
            .help(RUNCARD_TR("RunCardSchema",
                             "The first N blocks are checkpointed; the rest keep all their "
                             "activations."))
            .note("Megatron recompute_method block, recompute_num_layers N (per pipeline stage)"),
        Row(
            "training.activation_offloading",
            [](auto& c) -> auto& { return c.training.activation_offloading; })
            .label(RUNCARD_TR("RunCardSchema", "Activation offloading"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Moves saved activations to host memory; saves device memory, costs transfer time "
                "over the host link.")),
        Row(
            "training.attention", [](auto& c) -> auto& { return c.training.attention; })
            .label(RUNCARD_TR("RunCardSchema", "Attention kernel"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Eager attention stores the full score matrix (quadratic in sequence length); SDPA "
                "and FlashAttention do not.")),
        Row(
            "training.loss", [](auto& c) -> auto& { return c.training.loss; })
            .label(RUNCARD_TR("RunCardSchema", "Loss computation"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Chunked or fused cross-entropy avoids holding fp32 logits for the whole batch, "
                "often the largest transient peak. Fused linear cross-entropy (Liger) computes "
                "the logits a chunk at a time; Cut Cross-Entropy never writes them to memory."))
            .note("the standard HF path holds up to 14 B × vocabulary per token"),
        Row(
            "training.loss_chunks", [](auto& c) -> auto& { return c.training.loss_chunks; })
            .appliesWhen(lossIs(LossMode::Chunked))
            .extension()
            .range(1, 1024, "a chunk per thousand tokens at the tokens-per-pass bound")
            .unit(RUNCARD_TR("RunCardSchema", "chunks"))
            .label(RUNCARD_TR("RunCardSchema", "Loss chunks"))
            .help(RUNCARD_TR("RunCardSchema",
                             "The logits are computed in this many chunks; one chunk at a time "
                             "is upcast to fp32."))
            .note("torchtune CEWithChunkedOutputLoss num_output_chunks (8)"),
        Row(
            "training.loss_chunk_tokens",
            [](auto& c) -> auto& { return c.training.loss_chunk_tokens; })
            .appliesWhen(lossIs(LossMode::Fused))
            .extension()
            .range(0, 1048576, "the tokens-per-pass bound")
            .unit(RUNCARD_TR("RunCardSchema", "tokens"))
            .label(RUNCARD_TR("RunCardSchema", "Loss chunk size"))
            .help(RUNCARD_TR("RunCardSchema",
                             "Tokens whose logits the fused kernel holds at once; 0 = Liger's own "
                             "rule (about as many bytes as the hidden states)."))
            .note("Liger fused_linear_cross_entropy.py: next_power_of_2(BT / ceil(V / H))"),
        Row(
            "training.compile", [](auto& c) -> auto& { return c.training.compile; })
            .label(RUNCARD_TR("RunCardSchema", "Compiled (fused) kernels"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "torch.compile-style fusion: fewer saved temporaries and higher utilisation.")),
        Row(
            "training.optimizer_in_backward",
            [](auto& c) -> auto& { return c.training.optimizer_in_backward; })
            .label(RUNCARD_TR("RunCardSchema", "Optimizer step in backward"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Applies each parameter's update as soon as its gradient is ready, so the full "
                "gradient set is never held at once.")),
        Row(
            "training.moe_capacity_factor",
            [](auto& c) -> auto& { return c.training.moe_capacity_factor; })
            .extension()
            .range(0, 64, "64 times the even share: every token of a 64-expert layer in one")
            .decimals(2, 0.25)
            .label(RUNCARD_TR("RunCardSchema", "Expert capacity factor"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Mixture-of-experts models: each expert takes at most this multiple of its even "
                "share of the routed tokens; its dispatch buffers are padded to it and tokens "
                "beyond it are dropped. 0 = dropless routing (buffers as routed)."))
            .note("Switch Transformer (Fedus et al. 2021, §2.1); Megatron-Core "
                  "--moe-expert-capacity-factor"),
        Row(
            "training.framework", [](auto& c) -> auto& { return c.training.framework; })
            .extension()
            .label(RUNCARD_TR("RunCardSchema", "Framework"))
            .help(
                RUNCARD_TR("RunCardSchema",
                           "The training framework whose memory behaviour the planner assumes: its "
                           "activations, logits path and adapter precision."))
            .note("see docs/memory-model.md"),
        budget(BudgetKind::Tokens)
            .range(0, kMaxTokens, kTokensWhy)
            .aboveMin()
            .decimals(0, 1e6)
            .unit(RUNCARD_TR("RunCardSchema", "tokens"))
            .label(RUNCARD_TR("RunCardSchema", "Tokens"))
            .help(RUNCARD_TR("RunCardSchema", "Tokens to train on.")),
        budget(BudgetKind::Steps)
            .range(1, kMaxSteps, kStepsWhy)
            .whole()
            .unit(RUNCARD_TR("RunCardSchema", "steps"))
            .label(RUNCARD_TR("RunCardSchema", "Optimizer steps"))
            .help(RUNCARD_TR("RunCardSchema", "Optimizer steps to take.")),
        budget(BudgetKind::Epochs)
            .range(0, 1000, "with data.tokens at most 1e15, at most 1e18 tokens")
            .aboveMin()
            .decimals(2, 0.5)
            .unit(RUNCARD_TR("RunCardSchema", "epochs"))
            .label(RUNCARD_TR("RunCardSchema", "Epochs"))
            .help(RUNCARD_TR("RunCardSchema", "Passes over the training data; needs data.tokens.")),
        Row(
            "training.learning_rate", [](auto& c) -> auto& { return c.training.learning_rate; })
            .extension()
            .range(0, 10, "far above any useful rate")
            .aboveMin()
            .decimals(6, 1e-5)
            .label(RUNCARD_TR("RunCardSchema", "Learning rate"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Peak learning rate used by the pilot. Affects quality, not memory or time.")),
        Row(
            "training.warmup_steps", [](auto& c) -> auto& { return c.training.warmup_steps; })
            .extension()
            .range(0, kMaxSteps, kStepsWhy)
            .unit(RUNCARD_TR("RunCardSchema", "steps"))
            .label(RUNCARD_TR("RunCardSchema", "Warm-up steps"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Optimizer steps with a rising learning rate; the pilot also excludes them from "
                "timing.")),
        Row(
            "training.schedule", [](auto& c) -> auto& { return c.training.schedule; })
            .extension()
            .label(RUNCARD_TR("RunCardSchema", "Schedule"))
            .help(RUNCARD_TR("RunCardSchema", "How the learning rate decays after warm-up.")),
        Row(
            "training.seed", [](auto& c) -> auto& { return c.training.seed; })
            .extension()
            .range(0, 9007199254740991.0, "2^53 − 1: every seed survives YAML's number parsing")
            .ungrouped()
            .label(RUNCARD_TR("RunCardSchema", "Random seed"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Seeds the pilot's initialisation and data order, so a pilot can be repeated "
                "exactly.")),

        // ---- data, validation, checkpoint
        Row(
            "data.path", [](auto& c) -> auto& { return c.data.path; })
            .reference(FieldReference::File)
            .label(RUNCARD_TR("RunCardSchema", "Training data"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "JSONL with a text field, or plain text, relative to the card. The pilot reads its "
                "longest real batches from it."))
            .placeholder(RUNCARD_TR("RunCardSchema", "data/train.jsonl")),
        Row(
            "data.revision", [](auto& c) -> auto& { return c.data.revision; })
            .label(RUNCARD_TR("RunCardSchema", "Data revision"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Recorded with results, so a measurement can be traced to the exact data."))
            .placeholder(RUNCARD_TR("RunCardSchema", "sha256:…")),
        Row(
            "data.text_field", [](auto& c) -> auto& { return c.data.text_field; })
            .extension()
            .label(RUNCARD_TR("RunCardSchema", "Text field"))
            .help(RUNCARD_TR("RunCardSchema", "The JSONL field that holds the training text.")),
        Row(
            "data.tokenizer", [](auto& c) -> auto& { return c.data.tokenizer; })
            .extension()
            .reference(FieldReference::File)
            .label(RUNCARD_TR("RunCardSchema", "Tokenizer"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "A SentencePiece model for the pilot's token counts; empty = byte-level."))
            .placeholder(RUNCARD_TR("RunCardSchema", "byte-level")),
        Row(
            "data.tokens", [](auto& c) -> auto& { return c.data.tokens; })
            .range(0, kMaxTokens, kTokensWhy)
            .decimals(0, 1e6)
            .unit(RUNCARD_TR("RunCardSchema", "tokens"))
            .label(RUNCARD_TR("RunCardSchema", "Tokens per epoch"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Tokens in one pass over the training data; turns an epoch budget into tokens and "
                "time.")),
        Row(
            "data.mean_tokens", [](auto& c) -> auto& { return c.data.mean_tokens; })
            .appliesWhen([](const RunCard& c) { return !c.training.packed; })
            .extension()
            .range(0, 1048576, "the tokens-per-pass bound; at most sequence_length (rule below)")
            .decimals(0, 1)
            .unit(RUNCARD_TR("RunCardSchema", "tokens"))
            .label(RUNCARD_TR("RunCardSchema", "Mean sequence length"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Unpacked data: the mean tokens of a training sequence. It sets tokens per "
                "second; the longest sequence (sequence_length) still sets the memory peak. 0 = "
                "measured from the data file (byte-level tokens), else sequence_length."))
            .note("0 with data.path and no tokenizer: the mean document length in bytes"),
        Row(
            "validation.every_steps", [](auto& c) -> auto& { return c.validation.every_steps; })
            .range(0, kMaxSteps, kStepsWhy)
            .unit(RUNCARD_TR("RunCardSchema", "steps"))
            .label(RUNCARD_TR("RunCardSchema", "Validate every"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Validation runs inside the rental window; frequent validation adds time, not "
                "memory. 0 = never.")),
        Row(
            "validation.tokens", [](auto& c) -> auto& { return c.validation.tokens; })
            .range(0, 1e12, "a thousandth of the training-token bound")
            .decimals(0, 1e5)
            .unit(RUNCARD_TR("RunCardSchema", "tokens"))
            .label(RUNCARD_TR("RunCardSchema", "Validation tokens"))
            .help(RUNCARD_TR("RunCardSchema",
                             "Tokens evaluated each time; sets how long one validation takes.")),
        Row(
            "checkpoint.every_steps", [](auto& c) -> auto& { return c.checkpoint.every_steps; })
            .range(0, kMaxSteps, kStepsWhy)
            .unit(RUNCARD_TR("RunCardSchema", "steps"))
            .label(RUNCARD_TR("RunCardSchema", "Checkpoint every"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Checkpoint writes pause training; their time belongs in the rental window. 0 = "
                "only at the end.")),
        Row(
            "checkpoint.keep", [](auto& c) -> auto& { return c.checkpoint.keep; })
            .range(1, 1000, "a thousand full checkpoints already outgrow any disk")
            .label(RUNCARD_TR("RunCardSchema", "Checkpoints kept"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "How many checkpoints stay on disk; each holds weights and optimizer state.")),

        // ---- hardware
        Row(
            "hardware.gpu", [](auto& c) -> auto& { return c.hardware.gpu; })
            .reference(FieldReference::Gpu)
            .nonEmpty()
            .label(RUNCARD_TR("RunCardSchema", "GPU"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "The accelerator from the catalog. Its usable memory is the budget; its peak "
                "FLOP/s and bandwidth set the step time."))
            .note("`runcard-cli gpus` lists the catalog"),
        Row(
            "hardware.gpus_per_node", [](auto& c) -> auto& { return c.hardware.gpus_per_node; })
            .range(1, 64,
                   "the largest single machines (NVL-class) hold 72; 64 is the planned "
                   "topology")
            .label(RUNCARD_TR("RunCardSchema", "GPUs per node"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "GPUs in one machine. Sharded layouts divide weights, gradients and optimizer "
                "state across them.")),
        Row(
            "hardware.nodes", [](auto& c) -> auto& { return c.hardware.nodes; })
            .range(1, 4096, "262,144 GPUs with 64 per node, beyond the largest clusters")
            .label(RUNCARD_TR("RunCardSchema", "Nodes"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Machines. Communication between nodes is much slower than inside one.")),
        Row(
            "hardware.parallelism", [](auto& c) -> auto& { return c.hardware.parallelism; })
            .label(RUNCARD_TR("RunCardSchema", "Parallelism"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "DDP copies the whole training state to every GPU; ZeRO and FSDP shard it and "
                "add communication. Four GPUs are not one large memory pool."))
            .note("`single` runs on one GPU only"),
        Row(
            "hardware.tensor_parallel", [](auto& c) -> auto& { return c.hardware.tensor_parallel; })
            .extension()
            .range(1, 64, "one scale-up domain; must divide the heads (rule)")
            .label(RUNCARD_TR("RunCardSchema", "Tensor parallelism"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Splits every weight matrix across this many GPUs (Megatron-style): weights, "
                "gradients, optimizer state and most activations divide, at the cost of "
                "collectives in every layer. Keep it inside one node."))
            .note("must divide the attention and key/value heads; tensor × pipeline × context "
                  "parallel must divide the GPU count"),
        Row(
            "hardware.sequence_parallel",
            [](auto& c) -> auto& { return c.hardware.sequence_parallel; })
            .extension()
            .label(RUNCARD_TR("RunCardSchema", "Sequence parallelism"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "With tensor parallelism, also splits norms and dropouts along the sequence, so "
                "all activations divide by the tensor-parallel degree (Korthikanti et al. "
                "2022)."))
            .note("read when tensor_parallel > 1"),
        Row(
            "hardware.pipeline_parallel",
            [](auto& c) -> auto& { return c.hardware.pipeline_parallel; })
            .extension()
            .range(1, 128, "at most one layer per stage for the largest presets")
            .label(RUNCARD_TR("RunCardSchema", "Pipeline parallelism"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Splits the layers into this many stages on different GPUs. The micro-batches "
                "of a step (gradient accumulation) fill the pipeline; with few of them the "
                "stages wait (the bubble)."))
            .note("must divide the layers (with virtual stages: pipeline × virtual)"),
        Row(
            "hardware.pipeline_schedule",
            [](auto& c) -> auto& { return c.hardware.pipeline_schedule; })
            .extension()
            .label(RUNCARD_TR("RunCardSchema", "Pipeline schedule"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "1F1B holds at most one micro-batch per stage in flight; interleaved 1F1B runs "
                "several chunks per GPU for a smaller bubble and more memory; GPipe runs every "
                "forward first and holds all micro-batches.")),
        Row(
            "hardware.virtual_stages", [](auto& c) -> auto& { return c.hardware.virtual_stages; })
            .extension()
            .range(1, 64, "at most one layer per chunk")
            .label(RUNCARD_TR("RunCardSchema", "Virtual stages"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Model chunks per pipeline GPU with the interleaved schedule: the bubble shrinks "
                "by this factor, pipeline messages grow by it."))
            .note("> 1 only with pipeline_schedule: interleaved-1f1b"),
        Row(
            "hardware.context_parallel",
            [](auto& c) -> auto& { return c.hardware.context_parallel; })
            .extension()
            .range(1, 64, "one scale-up domain of ring attention")
            .label(RUNCARD_TR("RunCardSchema", "Context parallelism"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Splits each sequence across this many GPUs (ring attention): activations "
                "divide, keys and values travel around the ring in every layer. For long "
                "sequences."))
            .note("sequence_length must be a multiple of 2 × context_parallel"),
        Row(
            "hardware.expert_parallel", [](auto& c) -> auto& { return c.hardware.expert_parallel; })
            .extension()
            .range(1, 1024, "at most one expert per GPU for the largest published models")
            .label(RUNCARD_TR("RunCardSchema", "Expert parallelism"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Splits the routed experts of a mixture-of-experts model across this many GPUs "
                "of the data-parallel group: each holds its share of the experts, and tokens "
                "travel to their experts and back by all-to-all in every expert layer."))
            .note("must divide the data-parallel × context-parallel group and the experts"),
        Row(
            "hardware.stack", [](auto& c) -> auto& { return c.hardware.stack; })
            .extension()
            .label(RUNCARD_TR("RunCardSchema", "Software stack"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "The training stack whose kernels, fusion and overlap set the step time: the "
                "same GPU runs at very different speed under Megatron with Transformer Engine, "
                "torchtitan or the Hugging Face Trainer. auto follows the framework."))
            .note("docs/scaling-model.md lists each stack's priors and sources"),
        Row(
            "hardware.cpu_offload", [](auto& c) -> auto& { return c.hardware.cpu_offload; })
            .label(RUNCARD_TR("RunCardSchema", "CPU offload"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Keeps optimizer state (and, with ZeRO-3, parameters) in host memory: less device "
                "memory, slower steps.")),
        Row(
            "hardware.memory_margin", [](auto& c) -> auto& { return c.hardware.memory_margin; })
            .range(0, 0.9, "a margin of 90 % or more leaves nothing to plan with")
            .belowMax()
            .fraction()
            .label(RUNCARD_TR("RunCardSchema", "Memory margin"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Share of usable device memory that must stay free at the peak, for the longest "
                "batches, fragmentation and library updates.")),

        // ---- rental
        Row(
            "rental.pricing", [](auto& c) -> auto& { return c.rental.pricing; })
            .extension()
            .label(RUNCARD_TR("RunCardSchema", "Pricing"))
            .help(RUNCARD_TR("RunCardSchema",
                             "On-demand, reserved or spot price from the price catalog.")),
        Row(
            "rental.period", [](auto& c) -> auto& { return c.rental.period; })
            .extension()
            .label(RUNCARD_TR("RunCardSchema", "Billing period"))
            .help(RUNCARD_TR("RunCardSchema",
                             "The unit the provider bills in; a run is rounded up to it.")),
        Row(
            "rental.setup_hours", [](auto& c) -> auto& { return c.rental.setup_hours; })
            .extension()
            .range(0, 1000, "six weeks of set-up")
            .decimals(2, 0.25)
            .unit(RUNCARD_TR("RunCardSchema", "h"))
            .label(RUNCARD_TR("RunCardSchema", "Set-up time"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Provisioning, environment, download and model loading: billed, but no training "
                "happens.")),
        Row(
            "rental.export_gb", [](auto& c) -> auto& { return c.rental.export_gb; })
            .extension()
            .range(0, 1e6, "a petabyte of artifacts")
            .decimals(1, 1)
            .unit(RUNCARD_TR("RunCardSchema", "GB"))
            .label(RUNCARD_TR("RunCardSchema", "Export size"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Artifacts to move off the machine before the allocation ends (0 = the final "
                "weights).")),
        Row(
            "rental.export_gb_per_s", [](auto& c) -> auto& { return c.rental.export_gb_per_s; })
            .extension()
            .range(0, 1000, "8 Tbit/s, beyond any uplink")
            .aboveMin()
            .decimals(2, 0.1)
            .unit(RUNCARD_TR("RunCardSchema", "GB/s"))
            .label(RUNCARD_TR("RunCardSchema", "Export bandwidth"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Bandwidth off the machine; with the export size it sets the export time.")),
        Row(
            "rental.safety_buffer", [](auto& c) -> auto& { return c.rental.safety_buffer; })
            .extension()
            .range(0, 5, "six times the planned window")
            .fraction()
            .decimals(0, 5)
            .label(RUNCARD_TR("RunCardSchema", "Safety buffer"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Share of the window added for the unexpected: restarts, slow nodes, re-runs.")),
        Row(
            "rental.waiting_cost_per_day",
            [](auto& c) -> auto& { return c.rental.waiting_cost_per_day; })
            .extension()
            .range(0, 1e9, "a billion per day")
            .decimals(0, 100)
            .label(RUNCARD_TR("RunCardSchema", "Value of a day earlier"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "What finishing one day earlier is worth to the team, in the price currency; lets "
                "a faster card win on cost.")),
        Row(
            "rental.options", [](auto& c) -> auto& { return c.rental.options; })
            .extension()
            .unique()
            .label(RUNCARD_TR("RunCardSchema", "Rental options"))
            .help(RUNCARD_TR(
                "RunCardSchema",
                "Price-catalog options the run needs (storage, support, ...); they are billed for "
                "the whole window."))
            .placeholder(RUNCARD_TR("RunCardSchema", "option ids, separated by commas")),
        Row(
            "rental.price_catalog", [](auto& c) -> auto& { return c.rental.price_catalog; })
            .extension()
            .reference(FieldReference::File)
            .label(RUNCARD_TR("RunCardSchema", "Price file"))
            .help(RUNCARD_TR("RunCardSchema",
                             "A price catalog of your own; empty = the bundled one."))
            .placeholder(RUNCARD_TR("RunCardSchema", "bundled")),
    };
}

std::vector<SectionSpec> buildSections() {
    std::vector<SectionSpec> sections(11);
    sections[0].path = "";
    sections[1].path = "model";
    sections[1].whenMissing = DiagnosticCode::MissingModel;
    sections[1].description = "Exactly one of `preset`, `hf_config`, `local_dir` — or none, with "
                              "a full `architecture`.";
    sections[2].path = "model.architecture";
    sections[2].omitWhenEmpty = true;
    sections[2].description = "Explicit values; each one overrides the preset or the imported "
                              "config. Unset values come from the model.";
    sections[2].unsetText = RUNCARD_TR("RunCardSchema", "From the model");
    sections[3].path = "training";
    sections[4].path = "training.lora";
    sections[4].flow = true;
    sections[4].description = "Read for `lora` and `qlora`.";
    sections[5].path = "training.qlora";
    sections[5].flow = true;
    sections[5].description = "Read for `qlora`.";
    sections[6].path = "data";
    sections[7].path = "validation";
    sections[8].path = "checkpoint";
    sections[9].path = "hardware";
    sections[10].path = "rental";
    sections[10].description = "*Extension*: what the rental window holds besides training; read "
                               "by the cost model (docs/cost-model.md).";
    return sections;
}

std::vector<OneOfGroup> buildGroups() {
    return {{"training.budget", RUNCARD_TR("RunCardSchema", "Training budget"),
             RUNCARD_TR(
                 "RunCardSchema",
                 "How much training the run does: tokens, optimizer steps or epochs over the data. "
                 "With tokens per second it sets the time to train and the rental cost.")}};
}

// The activation-checkpointing policies a framework offers, with the file that defines them.
struct CheckpointingOffer {
    FrameworkProfile framework;
    std::vector<ActivationCheckpointing> policies;
    std::string_view source;
};

const std::vector<CheckpointingOffer>& checkpointingOffers() {
    using A = ActivationCheckpointing;
    static const std::vector<CheckpointingOffer> offers = {
        {FrameworkProfile::HfTransformers,
         {A::None, A::Full},
         "transformers PreTrainedModel.gradient_checkpointing_enable: every decoder layer"},
        {FrameworkProfile::LitGpt,
         {A::None, A::Full},
         "litgpt FSDPStrategy activation_checkpointing_policy={Block}"},
        {FrameworkProfile::TorchTune,
         {A::None, A::Full, A::EveryK},
         "torchtune/training/activations.py: apply_selective_activation_checkpointing"},
        {FrameworkProfile::Megatron,
         {A::None, A::Selective, A::Full, A::Partial},
         "megatron/core/transformer/transformer_config.py: recompute_granularity, "
         "recompute_method"},
        {FrameworkProfile::RuncardPilot, {A::None, A::Full}, "core/pilot/decoder.cpp"},
        {FrameworkProfile::TorchTitan,
         {A::None, A::Full, A::OpLevel, A::EveryK},
         "torchtitan/parallelisms/parallelize_llama.py: _apply_ac_to_transformer_block"},
        {FrameworkProfile::KempnerForge,
         {A::None, A::Full},
         "kempnerforge/distributed/parallel.py: apply_activation_checkpointing ('selective' there "
         "checkpoints whole attention modules)"},
    };
    return offers;
}

const CheckpointingOffer& checkpointingOffer(FrameworkProfile framework) {
    for (const CheckpointingOffer& offer : checkpointingOffers())
        if (offer.framework == framework)
            return offer;
    return checkpointingOffers().front();
}

// Activation offloading as each framework offers it: torchtune offloads only with checkpointing
// (its recipes raise "enable_activation_offloading should only be True when
// enable_activation_checkpointing is True"); Megatron refuses cpu_offloading with any recompute;
// torchtitan, litgpt and the pilot have none.
void checkOffloading(const RunCard& c, const ReportProblem& report) {
    const TrainingSection& t = c.training;
    if (!t.activation_offloading)
        return;
    using A = ActivationCheckpointing;
    using D = Diagnostic;
    using Code = DiagnosticCode;
    const std::string framework(toString(t.framework));
    const std::string field = "training.activation_offloading";
    switch (t.framework) {
    case FrameworkProfile::TorchTune:
        if (t.activation_checkpointing != A::Full && t.activation_checkpointing != A::EveryK)
            report(D::coded(Code::NeedsInFramework, field,
                            {"activation_checkpointing: full or every-k", framework,
                             "recipes/lora_finetune_single_device.py"}));
        break;
    case FrameworkProfile::Megatron:
        if (t.activation_checkpointing != A::None)
            report(D::coded(
                Code::NotTogetherInFramework, field,
                {"activation_checkpointing: " + std::string(toString(t.activation_checkpointing)),
                 framework, "megatron/core/transformer/transformer_config.py: cpu_offloading"}));
        break;
    case FrameworkProfile::TorchTitan:
    case FrameworkProfile::LitGpt:
    case FrameworkProfile::RuncardPilot:
    case FrameworkProfile::KempnerForge:
        report(D::coded(Code::NotInFramework, field,
                        {"activation_offloading", framework,
                         t.framework == FrameworkProfile::TorchTitan
                             ? "torchtitan/parallelisms/parallelize_llama.py"
                         : t.framework == FrameworkProfile::LitGpt ? "litgpt/finetune"
                         : t.framework == FrameworkProfile::KempnerForge
                             ? "kempnerforge/distributed"
                             : "core/pilot/pilot_config.cpp"}));
        break;
    case FrameworkProfile::HfTransformers:
        break; // torch.autograd.graph.save_on_cpu / offload_wrapper around the layers
    }
}

// Tokens one GPU holds in one forward pass. With the other bounds of the table this keeps every
// byte count of the memory model (plan.cpp) below 2^62: the eager attention scores, the largest
// term, are heads × sequence_length × tokens × layers × 6 B ≤ 2^9 · 2^20 · 2^20 · 2^9 · 6.
constexpr double kMaxTokensPerMicroBatch = 1048576;

std::vector<FieldRule> buildRules() {
    std::vector<FieldRule> rules;
    auto add = [&rules](std::string_view description,
                        std::function<void(const RunCard&, const ReportProblem&)> check) {
        rules.push_back({description, std::move(check)});
    };
    using D = Diagnostic;
    using Code = DiagnosticCode;
    add("`model`: at most one of `preset`, `hf_config`, `local_dir`",
        [](const RunCard& c, const ReportProblem& report) {
            const ModelSection& m = c.model;
            if (!m.preset.empty() + !m.hf_config.empty() + !m.local_dir.empty() > 1)
                report(D::coded(Code::OnlyOneOf, "model",
                                {"model.preset, model.hf_config, model.local_dir"}));
        });
    add("`model`: without a preset, config or folder, the architecture gives layers, "
        "hidden_size, intermediate_size, attention_heads and vocab_size",
        [](const RunCard& c, const ReportProblem& report) {
            const ModelSection& m = c.model;
            const auto& a = m.architecture;
            if (m.preset.empty() && m.hf_config.empty() && m.local_dir.empty() &&
                !(a.layers && a.hidden_size && a.intermediate_size && a.attention_heads &&
                  a.vocab_size))
                report(D::coded(Code::ModelSourceMissing, "model"));
        });
    add("`kv_heads` divides `attention_heads`", [](const RunCard& c, const ReportProblem& report) {
        const auto& a = c.model.architecture;
        if (a.attention_heads && a.kv_heads && *a.attention_heads > 0 && *a.kv_heads > 0 &&
            *a.attention_heads % *a.kv_heads != 0)
            report(D::coded(Code::MustDivide, "model.architecture.kv_heads",
                            {"attention_heads", DiagnosticArg::of(*a.attention_heads)}));
    });
    add("`attention_heads` divides `hidden_size` unless `head_dim` is given",
        [](const RunCard& c, const ReportProblem& report) {
            const auto& a = c.model.architecture;
            if (a.hidden_size && a.attention_heads && !a.head_dim && *a.attention_heads > 0 &&
                *a.hidden_size % *a.attention_heads != 0)
                report(D::coded(Code::HeadsMustDivideHidden, "model.architecture.attention_heads"));
        });
    add("QLoRA computes in 16 bit: not with `fp32` or `tf32`",
        [](const RunCard& c, const ReportProblem& report) {
            const TrainingSection& t = c.training;
            if (t.method == TrainingMethod::QLora &&
                (t.precision == Precision::Fp32 || t.precision == Precision::Tf32))
                report(D::coded(Code::QloraPrecision, "training.precision"));
        });
    add("`sequence_length` × `micro_batch` ≤ 1,048,576 tokens per GPU and pass",
        [](const RunCard& c, const ReportProblem& report) {
            const double tokens = double(c.training.sequence_length) * c.training.micro_batch;
            if (tokens > kMaxTokensPerMicroBatch)
                report(D::coded(
                    Code::TokensPerMicroBatch, "training.micro_batch",
                    {DiagnosticArg::of(tokens), DiagnosticArg::of(kMaxTokensPerMicroBatch)}));
        });
    add("`optimizer_in_backward` not with `gradient_accumulation` > 1",
        [](const RunCard& c, const ReportProblem& report) {
            if (c.training.optimizer_in_backward && c.training.gradient_accumulation > 1)
                report(D::coded(Code::NotWithAccumulation, "training.optimizer_in_backward"));
        });
    add("`activation_checkpointing` is a policy the `framework` offers",
        [](const RunCard& c, const ReportProblem& report) {
            const TrainingSection& t = c.training;
            const CheckpointingOffer& offer = checkpointingOffer(t.framework);
            if (std::find(offer.policies.begin(), offer.policies.end(),
                          t.activation_checkpointing) == offer.policies.end())
                report(D::coded(Code::NotInFramework, "training.activation_checkpointing",
                                {std::string(toString(t.activation_checkpointing)),
                                 std::string(toString(t.framework)), offer.source}));
        });
    add("`activation_offloading` as the `framework` offers it: torchtune only with full or "
        "every-k checkpointing, Megatron only without recompute, not in torchtitan, litgpt or "
        "the pilot",
        checkOffloading);
    add("`partial` recomputes at most the model's blocks (`recompute_layers` ≤ layers)",
        [](const RunCard& c, const ReportProblem& report) {
            const auto& layers = c.model.architecture.layers;
            if (c.training.activation_checkpointing == ActivationCheckpointing::Partial && layers &&
                c.training.recompute_layers > *layers)
                report(D::coded(Code::AtMostField, "training.recompute_layers",
                                {DiagnosticArg::of(*layers), "model.architecture.layers"}));
        });
    add("`data.mean_tokens` ≤ `sequence_length`",
        [](const RunCard& c, const ReportProblem& report) {
            if (!c.training.packed && c.data.mean_tokens > c.training.sequence_length)
                report(D::coded(
                    Code::AtMostField, "data.mean_tokens",
                    {DiagnosticArg::of(c.training.sequence_length), "training.sequence_length"}));
        });
    add("`epochs` needs `data.tokens`", [](const RunCard& c, const ReportProblem& report) {
        if (c.training.budget.kind == BudgetKind::Epochs && c.data.tokens <= 0)
            report(D::coded(Code::EpochsNeedDataTokens, "training.epochs"));
    });
    add("`parallelism: single` only with one data-parallel replica (one GPU, or tensor × "
        "pipeline × context parallel = the GPU count)",
        [](const RunCard& c, const ReportProblem& report) {
            const HardwareSection& h = c.hardware;
            if (h.parallelism == Parallelism::Single && h.gpuCount() > h.modelParallelSize())
                report(D::coded(Code::SingleGpuLayout, "hardware.parallelism",
                                {DiagnosticArg::of(h.gpuCount())}));
        });
    add("`fsdp-hybrid` needs at least 2 nodes", [](const RunCard& c, const ReportProblem& report) {
        if (c.hardware.parallelism == Parallelism::FsdpHybrid && c.hardware.nodes < 2)
            report(D::coded(Code::HybridNeedsNodes, "hardware.parallelism"));
    });
    add("`tensor_parallel` × `pipeline_parallel` × `context_parallel` divides the GPU count",
        [](const RunCard& c, const ReportProblem& report) {
            const HardwareSection& h = c.hardware;
            if (h.gpuCount() % h.modelParallelSize() != 0)
                report(D::coded(
                    Code::ModelParallelDividesGpus,
                    h.tensor_parallel > 1     ? "hardware.tensor_parallel"
                    : h.pipeline_parallel > 1 ? "hardware.pipeline_parallel"
                                              : "hardware.context_parallel",
                    {DiagnosticArg::of(h.modelParallelSize()), DiagnosticArg::of(h.gpuCount())}));
        });
    // Megatron-Core takes the expert-parallel ranks from the data-parallel (× context) group
    // (megatron/core/parallel_state.py, initialize_model_parallel: expert_model_parallel_size).
    add("`expert_parallel` divides the data-parallel × context-parallel group",
        [](const RunCard& c, const ReportProblem& report) {
            const HardwareSection& h = c.hardware;
            if (h.gpuCount() % h.modelParallelSize() != 0)
                return; // reported by the rule above
            const int group = h.gpuCount() / (h.tensor_parallel * h.pipeline_parallel);
            if (group % h.expert_parallel != 0)
                report(D::coded(Code::ExpertParallelGroup, "hardware.expert_parallel",
                                {DiagnosticArg::of(h.expert_parallel), DiagnosticArg::of(group)}));
        });
    // Transformer Engine's and Megatron-Core's context parallelism split a sequence into 2·cp
    // chunks so that causal work balances (megatron/core/utils.py get_batch_on_this_cp_rank).
    add("`sequence_length` is a multiple of 2 × `context_parallel`",
        [](const RunCard& c, const ReportProblem& report) {
            const int cp = c.hardware.context_parallel;
            if (cp > 1 && c.training.sequence_length % (2 * cp) != 0)
                report(D::coded(Code::ContextParallelSequence, "hardware.context_parallel",
                                {DiagnosticArg::of(cp), DiagnosticArg::of(2 * cp)}));
        });
    add("`virtual_stages` > 1 only with the interleaved schedule",
        [](const RunCard& c, const ReportProblem& report) {
            const HardwareSection& h = c.hardware;
            if (h.virtual_stages > 1 &&
                (h.pipeline_schedule != PipelineSchedule::Interleaved || h.pipeline_parallel < 2))
                report(D::coded(Code::VirtualStagesNeedInterleaved, "hardware.virtual_stages"));
        });
    // Megatron's interleaved schedule: "number of microbatches is not divisible by pipeline-
    // parallel size when using interleaved schedule" (megatron/core/pipeline_parallel/
    // schedules.py, forward_backward_pipelining_with_interleaving).
    add("the interleaved schedule needs `pipeline_parallel` > 1, `virtual_stages` > 1 and a "
        "multiple of `pipeline_parallel` micro-batches",
        [](const RunCard& c, const ReportProblem& report) {
            const HardwareSection& h = c.hardware;
            if (h.pipeline_schedule != PipelineSchedule::Interleaved)
                return;
            if (h.pipeline_parallel < 2 || h.virtual_stages < 2)
                report(D::coded(Code::InterleavedNeedsStages, "hardware.pipeline_schedule"));
            else if (c.training.gradient_accumulation % h.pipeline_parallel != 0)
                report(D::coded(Code::InterleavedMicroBatches, "training.gradient_accumulation",
                                {DiagnosticArg::of(h.pipeline_parallel)}));
        });
    return rules;
}

} // namespace

std::string FieldSpec::key() const {
    const auto dot = path.rfind('.');
    return dot == std::string::npos ? path : path.substr(dot + 1);
}

std::string FieldSpec::section() const {
    const auto dot = path.rfind('.');
    return dot == std::string::npos ? std::string{} : path.substr(0, dot);
}

const std::vector<FieldSpec>& runCardFields() {
    static const std::vector<FieldSpec> fields = buildFields();
    return fields;
}

const std::vector<SectionSpec>& runCardSections() {
    static const std::vector<SectionSpec> sections = buildSections();
    return sections;
}

const std::vector<OneOfGroup>& runCardOneOfGroups() {
    static const std::vector<OneOfGroup> groups = buildGroups();
    return groups;
}

const std::vector<FieldRule>& runCardRules() {
    static const std::vector<FieldRule> rules = buildRules();
    return rules;
}

const FieldSpec* findField(std::string_view path) {
    for (const FieldSpec& field : runCardFields())
        if (field.path == path)
            return &field;
    return nullptr;
}

const SectionSpec* findSection(std::string_view path) {
    for (const SectionSpec& section : runCardSections())
        if (section.path == path)
            return &section;
    return nullptr;
}

const OneOfGroup* findOneOfGroup(std::string_view path) {
    for (const OneOfGroup& group : runCardOneOfGroups())
        if (group.path == path)
            return &group;
    return nullptr;
}

std::vector<std::string> sectionKeys(std::string_view section) {
    // Fields in order; a subsection takes the place of its first field.
    std::vector<std::string> keys;
    auto add = [&keys](const std::string& key) {
        if (std::find(keys.begin(), keys.end(), key) == keys.end())
            keys.push_back(key);
    };
    const std::string prefix = section.empty() ? "" : std::string(section) + ".";
    for (const FieldSpec& field : runCardFields()) {
        if (field.path.rfind(prefix, 0) != 0)
            continue;
        const std::string rest = field.path.substr(prefix.size());
        add(rest.substr(0, rest.find('.')));
    }
    return keys;
}

std::vector<const FieldSpec*> oneOfMembers(std::string_view group) {
    std::vector<const FieldSpec*> members;
    for (const FieldSpec& field : runCardFields())
        if (!group.empty() && field.oneOf == group)
            members.push_back(&field);
    return members;
}

std::optional<Diagnostic> rangeProblem(const FieldSpec& field, double value) {
    using Code = DiagnosticCode;
    const bool low = field.min && (field.minExclusive ? value <= *field.min : value < *field.min);
    const bool high = field.max && (field.maxExclusive ? value >= *field.max : value > *field.max);
    if (!low && !high)
        return std::nullopt;
    if (field.outOfRange)
        return Diagnostic::coded(*field.outOfRange, field.path,
                                 {DiagnosticArg::of(value), DiagnosticArg::of(*field.max)});
    if (low) {
        if (*field.min == 0 && !field.minExclusive)
            return Diagnostic::coded(Code::NotNegative, field.path);
        return Diagnostic::coded(field.minExclusive ? Code::GreaterThan : Code::AtLeast, field.path,
                                 {DiagnosticArg::of(*field.min)});
    }
    return Diagnostic::coded(field.maxExclusive ? Code::LessThan : Code::AtMost, field.path,
                             {DiagnosticArg::of(*field.max)});
}

std::string yamlScalar(const FieldSpec& field, const FieldValue& value) {
    struct Render {
        const FieldSpec& field;
        std::string operator()(std::monostate) const { return {}; }
        std::string operator()(bool b) const { return b ? "true" : "false"; }
        std::string operator()(std::int64_t i) const { return std::to_string(i); }
        std::string operator()(double d) const { return formatDouble(d); }
        std::string operator()(const std::string& text) const {
            return field.type == FieldType::Choice ? text : '"' + jsonEscape(text) + '"';
        }
        std::string operator()(const std::vector<std::string>& items) const {
            std::string out;
            for (const auto& item : items)
                out += (out.empty() ? "" : ", ") +
                       (field.type == FieldType::ChoiceList ? item : '"' + jsonEscape(item) + '"');
            return '[' + out + ']';
        }
    };
    return std::visit(Render{field}, value);
}

} // namespace runcard
