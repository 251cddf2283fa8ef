#include "planner/plan_json.h"

#include "planner/model_state.h"
#include "planner/run_card_schema.h"
#include "planner/stack_priors.h"

namespace runcard {

namespace {

void writeValue(JsonWriter& json, const FieldValue& value) {
    struct Write {
        JsonWriter& json;
        void operator()(std::monostate) const { json.null(); }
        void operator()(bool b) const { json.value(b); }
        void operator()(std::int64_t i) const { json.value(i); }
        void operator()(double d) const { json.value(d); }
        void operator()(const std::string& text) const { json.value(text); }
        void operator()(const std::vector<std::string>& items) const {
            json.beginArray();
            for (const auto& item : items)
                json.value(item);
            json.endArray();
        }
    };
    std::visit(Write{json}, value);
}

bool inside(const std::string& path, const std::string& object) {
    return path == object || path.rfind(object + ".", 0) == 0;
}

std::string parentOf(const std::string& key) {
    const auto dot = key.rfind('.');
    return dot == std::string::npos ? std::string{} : key.substr(0, dot);
}

} // namespace

void writeCardJson(JsonWriter& json, const RunCard& card) {
    json.beginObject();
    // Every field that is set and applies, under its key of the schema; a dotted key is a nested
    // object (fields of one object are adjacent in the table).
    std::vector<std::string> open; // nested objects now open, outermost first
    for (const FieldSpec& field : runCardFields()) {
        const FieldValue value = field.get(card);
        if (std::holds_alternative<std::monostate>(value) || !field.appliesTo(card))
            continue;
        const std::string parent = parentOf(field.json);
        while (!open.empty() && !inside(parent, open.back())) {
            json.endObject();
            open.pop_back();
        }
        while ((open.empty() ? std::string{} : open.back()) != parent) {
            const std::size_t from = open.empty() ? 0 : open.back().size() + 1;
            const std::string object = parent.substr(0, parent.find('.', from));
            json.key(object.substr(from)).beginObject();
            open.push_back(object);
        }
        json.key(field.json.substr(field.json.rfind('.') + 1));
        writeValue(json, value);
    }
    for (; !open.empty(); open.pop_back())
        json.endObject();
    // Kept for scripts written against v1's first layout: the model source as "model" and the
    // budget as {kind, value}.
    const ModelSection& m = card.model;
    json.field("model", !m.preset.empty()      ? m.preset
                        : !m.hf_config.empty() ? m.hf_config
                                               : m.local_dir);
    json.key("budget").beginObject();
    json.field("kind", toString(card.training.budget.kind));
    json.field("value", card.training.budget.value);
    json.endObject();
    json.endObject();
}

void writeMemoryJson(JsonWriter& json, const MemoryEstimate& m) {
    const MemoryBreakdown& b = m.breakdown;
    json.beginObject();
    json.key("breakdown").beginObject();
    json.field("weights", b.weights).field("gradients", b.gradients);
    json.field("optimizer", b.optimizer).field("adapters", b.adapters);
    json.field("activations", b.activations).field("logits", b.logits);
    json.field("buffers", b.buffers);
    json.endObject();
    json.field("peak_phase", m.peak_phase == StepPhase::Optimizer ? "optimizer" : "backward");
    json.field("peak_allocated_bytes", m.peak_allocated_bytes);
    json.field("reserved_bytes", m.reserved_bytes);
    json.field("runtime_bytes", m.runtime_bytes);
    json.field("device_total_bytes", m.device_total_bytes);
    json.field("usable_bytes", m.usable_bytes);
    json.key("load").beginObject();
    json.field("allocated_bytes", m.load_allocated_bytes);
    json.field("reserved_bytes", m.load_reserved_bytes);
    json.field("device_total_bytes", m.load_device_total_bytes);
    json.endObject();
    json.field("peak_set_by", m.load_sets_peak ? "load" : "step");
    json.field("deciding_total_bytes", m.deciding_total_bytes);
    json.field("deciding_tensor_bytes", m.deciding_tensor_bytes);
    json.field("fits", m.fits);
    json.field("fits_by_releasing_cache", m.fits_by_releasing_cache);
    json.field("headroom_bytes", m.headroom_bytes);
    json.field("margin_ok", m.margin_ok);
    json.field("host_bytes", m.host_bytes);
    json.field("paged_on_host_bytes", m.paged_on_host_bytes);
    json.endObject();
}

void writeComputeJson(JsonWriter& json, const ComputeEstimate& c) {
    json.beginObject();
    json.field("flops_per_step", c.flops_per_step);
    json.field("hardware_flops_per_step", c.hardware_flops_per_step);
    json.field("tokens_per_step", c.tokens_per_step);
    json.field("padded_sequence_tokens", c.padded_sequence_tokens);
    json.field("real_sequence_tokens", c.real_sequence_tokens);
    json.field("compute_time_s", c.compute_time_s);
    json.field("communication_time_s", c.communication_time_s);
    json.field("optimizer_time_s", c.optimizer_time_s);
    json.field("offload_time_s", c.offload_time_s);
    json.field("step_time_s", c.step_time_s);
    json.field("tokens_per_s", c.tokens_per_s);
    json.field("tokens_per_s_per_gpu", c.tokens_per_s_per_gpu);
    json.field("mfu", c.mfu);
    json.field("utilisation", c.utilisation);
    json.field("utilisation_measured", c.utilisation_measured);
    const StepTimeBreakdown& b = c.breakdown;
    json.key("breakdown").beginObject();
    json.field("matmul_s", b.matmul_s).field("attention_s", b.attention_s);
    json.field("memory_bound_s", b.memory_bound_s);
    json.field("launch_overhead_s", b.launch_overhead_s);
    json.field("pipeline_bubble_s", b.pipeline_bubble_s);
    json.field("tensor_parallel_s", b.tensor_parallel_s);
    json.field("context_parallel_s", b.context_parallel_s);
    json.field("expert_parallel_s", b.expert_parallel_s);
    json.field("pipeline_p2p_s", b.pipeline_p2p_s);
    json.field("data_parallel_s", b.data_parallel_s);
    json.field("bucket_copies_s", b.bucket_copies_s);
    json.field("total_communication_s", b.total_communication_s);
    json.endObject();
    json.endObject();
}

void writeRunJson(JsonWriter& json, const RunEstimate& r) {
    json.beginObject();
    json.field("steps", r.steps);
    json.field("train_time_s", r.train_time_s);
    json.field("validation_time_s", r.validation_time_s);
    json.field("checkpoint_time_s", r.checkpoint_time_s);
    json.field("setup_time_s", r.setup_time_s);
    json.field("wall_time_s", r.wall_time_s);
    json.endObject();
}

void writeFitLeversJson(JsonWriter& json, const std::vector<FitLever>& levers) {
    json.beginArray();
    for (const FitLever& lever : levers) {
        json.beginObject();
        json.field("kind", leverKindName(lever.kind));
        if (lever.kind == LeverKind::Combined) {
            json.key("parts").beginArray();
            for (const LeverPart& part : lever.parts)
                json.value(leverKindName(part.kind));
            json.endArray();
        }
        json.key("set").beginObject();
        for (const FieldChange& change : lever.changes)
            json.field(change.key, yamlScalar(*findField(change.key), change.value));
        json.endObject();
        json.field("changes_training", lever.changes_training);
        json.field("fits", lever.plan.memory.fits);
        json.field("margin_ok", lever.plan.memory.margin_ok);
        json.field("deciding_total_bytes", lever.plan.memory.deciding_total_bytes);
        json.field("peak_allocated_bytes", lever.plan.memory.peak_allocated_bytes);
        json.field("gpus", lever.card.hardware.gpuCount());
        json.field("step_time_s", lever.plan.compute.step_time_s);
        json.field("tokens_per_s_per_gpu", lever.plan.compute.tokens_per_s_per_gpu);
        json.field("wall_time_s", lever.plan.run.wall_time_s);
        json.endObject();
    }
    json.endArray();
}

void writeDecisionJson(JsonWriter& json, const RentalDecision& decision,
                       const std::vector<GpuComparison>& rows) {
    if (decision.index < 0) {
        json.null();
        return;
    }
    json.beginObject().field("gpu", rows[std::size_t(decision.index)].gpu->id);
    json.field("gpus", decision.count).field("parallelism", toString(decision.parallelism));
    json.field("basis", toString(decision.basis));
    json.key("total_cost");
    if (decision.cost && decision.cost->total)
        json.value(decision.cost->total->expected);
    else
        json.null();
    json.key("finish_days");
    if (decision.cost)
        json.value(decision.cost->finish_days);
    else
        json.null();
    json.field("unpriced", decision.unpriced);
    json.endObject();
}

void writeFrameworkDecisionsJson(JsonWriter& json,
                                 const std::vector<FrameworkDecision>& decisions) {
    json.beginArray();
    for (const FrameworkDecision& d : decisions) {
        json.beginObject();
        json.field("framework", toString(d.lever.card.training.framework));
        json.key("set").beginObject();
        for (const FieldChange& change : d.lever.changes)
            json.field(change.key, yamlScalar(*findField(change.key), change.value));
        json.endObject();
        json.field("changes_training", d.lever.changes_training);
        json.key("decision");
        writeDecisionJson(json, d.decision, d.comparison);
        json.endObject();
    }
    json.endArray();
}

std::string planJson(const RunCard& card, const Scenario& s, const Plan& plan,
                     const std::vector<FitLever>& toFit, const std::vector<FitLever>& faster,
                     const FrameworkLevers& frameworks) {
    JsonWriter json;
    json.beginObject();
    json.key("card");
    writeCardJson(json, card);
    json.key("model").beginObject();
    json.field("parameters", plan.parameters);
    json.field("trainable_parameters", plan.trainable_parameters);
    json.field("architecture_hash", architectureHash(s.arch));
    json.endObject();
    // What the card left to its framework, as the planner took it.
    json.key("training").beginObject();
    json.field("optimizer_implementation", toString(s.shape.optimizer_implementation));
    json.field("clips_gradients", s.shape.clips_gradients);
    // torch's FSDP as the framework runs it (Megatron-FSDP and the pilot's sharding are not).
    const FrameworkProfile framework = s.assumptions.framework;
    if (isFsdp(s.layout.parallelism) && framework != FrameworkProfile::Megatron &&
        framework != FrameworkProfile::RuncardPilot)
        json.field("fsdp_version", s.assumptions.fsdp_flat_parameters ? 1 : 2);
    if (s.arch.isMoe() && s.gpu)
        json.field("moe_experts",
                   expertRunName(scenarioExpertRun(s, stackPrior(s.assumptions.stack), *s.gpu)));
    if (s.arch.isMoe())
        json.field("moe_compute", toString(s.shape.moe_compute));
    if (s.shape.method != TrainingMethod::Full)
        json.field("adapter_weight_bytes", adapterPrecision(s).weights);
    json.endObject();
    json.key("gpu").beginObject();
    json.field("id", s.gpu ? s.gpu->id : std::string{});
    json.field("usable_bytes", s.gpu ? s.gpu->memory_bytes : 0);
    json.field("count", s.layout.gpuCount());
    json.field("nodes", s.layout.nodes);
    json.field("data_parallel", s.layout.dataParallel());
    json.field("stack", toString(s.assumptions.stack));
    json.endObject();
    json.key("memory");
    writeMemoryJson(json, plan.memory);
    json.key("compute");
    writeComputeJson(json, plan.compute);
    json.key("run");
    writeRunJson(json, plan.run);
    json.key("ways_to_fit");
    writeFitLeversJson(json, toFit);
    json.key("faster_within_margin");
    writeFitLeversJson(json, faster);
    json.key("other_frameworks");
    writeFitLeversJson(json, frameworks.levers);
    json.key("frameworks_refused").beginArray();
    for (const FrameworkRefusal& refusal : frameworks.refused) {
        json.beginObject();
        json.field("framework", toString(refusal.framework));
        json.field("field", refusal.reason.field);
        json.field("message", refusal.reason.message);
        json.endObject();
    }
    json.endArray();
    if (!plan.unsupported.empty())
        json.field("unsupported", plan.unsupported);
    json.endObject();
    return json.str();
}

} // namespace runcard
