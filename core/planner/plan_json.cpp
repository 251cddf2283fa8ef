#include "planner/plan_json.h"

namespace runcard {

void writeCardJson(JsonWriter& json, const RunCard& card) {
    const TrainingSection& t = card.training;
    json.beginObject();
    json.field("name", card.name);
    json.field("model", !card.model.preset.empty()      ? card.model.preset
                        : !card.model.hf_config.empty() ? card.model.hf_config
                                                        : card.model.local_dir);
    json.field("revision", card.model.revision);
    json.field("method", toString(t.method));
    if (t.method != TrainingMethod::Full) {
        json.key("lora").beginObject();
        json.field("rank", t.lora.rank).field("alpha", t.lora.alpha);
        json.field("dropout", t.lora.dropout);
        json.key("targets").beginArray();
        for (LoraTarget target : t.lora.targets)
            json.value(toString(target));
        json.endArray().endObject();
    }
    json.field("optimizer", toString(t.optimizer));
    json.field("precision", toString(t.precision));
    json.field("sequence_length", t.sequence_length);
    json.field("micro_batch", t.micro_batch);
    json.field("gradient_accumulation", t.gradient_accumulation);
    json.field("activation_checkpointing", toString(t.activation_checkpointing));
    json.field("activation_offloading", t.activation_offloading);
    json.field("attention", toString(t.attention));
    json.field("loss", toString(t.loss));
    json.key("budget").beginObject();
    json.field("kind", toString(t.budget.kind)).field("value", t.budget.value);
    json.endObject();
    json.field("gpu", card.hardware.gpu);
    json.field("gpus_per_node", card.hardware.gpus_per_node);
    json.field("nodes", card.hardware.nodes);
    json.field("parallelism", toString(card.hardware.parallelism));
    json.field("cpu_offload", card.hardware.cpu_offload);
    json.field("memory_margin", card.hardware.memory_margin);
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
    json.field("fits", m.fits);
    json.field("headroom_bytes", m.headroom_bytes);
    json.field("margin_ok", m.margin_ok);
    json.field("host_bytes", m.host_bytes);
    json.endObject();
}

void writeComputeJson(JsonWriter& json, const ComputeEstimate& c) {
    json.beginObject();
    json.field("flops_per_step", c.flops_per_step);
    json.field("hardware_flops_per_step", c.hardware_flops_per_step);
    json.field("tokens_per_step", c.tokens_per_step);
    json.field("compute_time_s", c.compute_time_s);
    json.field("communication_time_s", c.communication_time_s);
    json.field("optimizer_time_s", c.optimizer_time_s);
    json.field("offload_time_s", c.offload_time_s);
    json.field("step_time_s", c.step_time_s);
    json.field("tokens_per_s", c.tokens_per_s);
    json.field("tokens_per_s_per_gpu", c.tokens_per_s_per_gpu);
    json.field("mfu", c.mfu);
    json.field("utilisation", c.utilisation);
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

std::string planJson(const RunCard& card, const Scenario& s, const Plan& plan) {
    JsonWriter json;
    json.beginObject();
    json.key("card");
    writeCardJson(json, card);
    json.key("model").beginObject();
    json.field("parameters", plan.parameters);
    json.field("trainable_parameters", plan.trainable_parameters);
    json.field("architecture_hash", architectureHash(s.arch));
    json.endObject();
    json.key("gpu").beginObject();
    json.field("id", s.gpu ? s.gpu->id : std::string{});
    json.field("usable_bytes", s.gpu ? s.gpu->memory_bytes : 0);
    json.field("count", s.layout.gpuCount());
    json.field("nodes", s.layout.nodes);
    json.endObject();
    json.key("memory");
    writeMemoryJson(json, plan.memory);
    json.key("compute");
    writeComputeJson(json, plan.compute);
    json.key("run");
    writeRunJson(json, plan.run);
    if (!plan.unsupported.empty())
        json.field("unsupported", plan.unsupported);
    json.endObject();
    return json.str();
}

} // namespace runcard
