#include "pilot/trainer.h"

#include "pilot/safetensors_weights.h"
#include "pilot/tracking_allocator.h"
#include "pilot/trainer_state.h"

#include <ATen/Parallel.h>
#include <torch/torch.h>

namespace runcard::pilot {

void hashTensor(Sha256& hash, const torch::Tensor& tensor) {
    const torch::Tensor cpu = tensor.detach().to(torch::kCPU).contiguous();
    hash.update(cpu.data_ptr(), cpu.numel() * cpu.element_size());
}

namespace {

torch::Dtype dtypeOf(TensorType type) {
    return type == TensorType::Bf16 ? torch::kBFloat16 : torch::kFloat32;
}

// Total optimizer steps of the card's run, for the LR schedule (the pilot runs its first steps).
std::int64_t scheduleSteps(const RunCard& card, int pilotSteps) {
    const TrainingSection& t = card.training;
    const double tokensPerStep = double(t.sequence_length) * t.micro_batch *
                                 t.gradient_accumulation * card.hardware.gpuCount();
    double steps = 0;
    switch (t.budget.kind) {
    case BudgetKind::Steps:
        steps = t.budget.value;
        break;
    case BudgetKind::Tokens:
        steps = t.budget.value / tokensPerStep;
        break;
    case BudgetKind::Epochs:
        steps = t.budget.value * card.data.tokens / tokensPerStep;
        break;
    }
    // Bounded so that an absurd budget (tokens: 1e308) cannot overflow the conversion.
    constexpr double kMostSteps = 1e15;
    return std::max<std::int64_t>(std::int64_t(std::ceil(std::clamp(steps, 0.0, kMostSteps))),
                                  pilotSteps);
}

} // namespace

const char* phaseName(Phase phase) {
    switch (phase) {
    case Phase::Forward:
        return "forward";
    case Phase::Backward:
        return "backward";
    case Phase::Optimizer:
        return "optimizer";
    case Phase::Validation:
        return "validation";
    case Phase::Checkpoint:
        return "checkpoint";
    }
    return "";
}

Trainer::Trainer(const PilotConfig& config, const PilotOptions& options, DataFile data,
                 std::shared_ptr<TrainingHooks> hooks)
    : impl_(std::make_unique<Impl>()) {
    Impl& m = *impl_;
    m.hooks = std::move(hooks);
    m.config = config;
    m.options = options;
    m.data = std::move(data);
    if (options.threads > 0)
        at::set_num_threads(options.threads);
    m.runtime = DeviceRuntime::create(options.device);
    if (config.card.training.precision == Precision::Tf32 && !m.device().is_cpu())
        at::globalContext().setAllowTF32CuBLAS(true);

    torch::manual_seed(config.card.training.seed);
    DecoderConfig dc;
    dc.arch = config.arch;
    dc.method = config.card.training.method;
    dc.lora = config.card.training.lora;
    dc.param_dtype = dtypeOf(config.param_type);
    dc.compute_dtype = dtypeOf(config.compute_type);
    dc.checkpointing = config.checkpointing;
    dc.max_sequence_length = config.card.training.sequence_length;
    m.model = std::make_shared<Decoder>(dc);
    m.weights = "random (seed " + std::to_string(config.card.training.seed) + ")";
    if (!config.weights_dir.empty())
        m.weights = loadSafetensorsWeights(*m.model, config.weights_dir).describe();
    m.model->to(m.device());
    m.model->train();

    const auto params =
        m.hooks ? m.hooks->attach(*m.model, [impl = &m] { return impl->runtime->currentBytes(); })
                : m.trainable();
    const TrainingSection& t = config.card.training;
    switch (t.optimizer) {
    case OptimizerKind::AdamW:
        m.optimizer = std::make_unique<torch::optim::AdamW>(
            params, torch::optim::AdamWOptions(t.learning_rate));
        break;
    case OptimizerKind::SgdMomentum:
        m.optimizer = std::make_unique<torch::optim::SGD>(
            params, torch::optim::SGDOptions(t.learning_rate).momentum(0.9));
        break;
    default:
        m.optimizer =
            std::make_unique<torch::optim::SGD>(params, torch::optim::SGDOptions(t.learning_rate));
    }

    m.layout =
        SampleLayout{t.sequence_length, t.micro_batch, t.packed, t.padding == Padding::Longest};
    m.totalSteps = scheduleSteps(config.card, options.warmup + options.steps + 1);
    m.loader = m.makeLoader(0);
}

Trainer::~Trainer() = default;

StepRecord Trainer::step(bool warmup, const std::function<void(const PhaseRecord&)>& onPhase) {
    Impl& m = *impl_;
    DeviceRuntime& device = *m.runtime;
    const TrainingSection& t = m.config.card.training;
    StepRecord record;
    record.step = m.completed + 1;
    record.warmup = warmup;
    record.learning_rate = m.learningRate(m.completed);
    m.setLearningRate(record.learning_rate);

    device.synchronize();
    device.resetPeak();
    const auto wallStart = Clock::now();
    const double cpuStart = processCpuSeconds();
    const auto stepTimer = device.timer();
    const auto phaseTimer = device.timer();
    stepTimer->start();
    const auto finishPhase = [&](Phase phase, int micro) {
        PhaseRecord p{record.step,          micro, phase, phaseTimer->stop(), device.peakBytes(),
                      device.currentBytes()};
        record.peak_bytes = std::max(record.peak_bytes, p.peak_bytes);
        if (onPhase)
            onPhase(p);
        device.resetPeak();
        return p;
    };

    for (int micro = 0; micro < t.gradient_accumulation; ++micro) {
        double wait = 0;
        const Batch batch = m.loader->next(&wait);
        record.data_wait_s += wait;
        record.tokens += batch.real_tokens;

        const bool lastMicro = micro + 1 == t.gradient_accumulation;
        if (m.hooks)
            m.hooks->beforeMicroBatch(lastMicro);
        m.active = "forward";
        TrackingAllocator::traceMark("forward");
        phaseTimer->start();
        torch::Tensor loss;
        {
            const torch::Tensor inputs = m.tokens(batch.inputs);
            const torch::Tensor targets = m.tokens(batch.targets);
            loss = m.model->loss(m.model->forward(inputs), targets);
            record.max_expert_load = std::max(record.max_expert_load, m.model->maxExpertLoad());
            if (t.gradient_accumulation > 1)
                loss = loss / double(t.gradient_accumulation);
        }
        const PhaseRecord forward = finishPhase(Phase::Forward, micro);
        record.forward_s += forward.seconds;
        record.forward_peak = std::max(record.forward_peak, forward.peak_bytes);

        m.active = "backward";
        TrackingAllocator::traceMark("backward");
        phaseTimer->start();
        loss.backward();
        if (m.hooks)
            m.hooks->afterBackward(lastMicro);
        record.loss_fp32 = loss.detach().to(torch::kCPU).item<float>();
        record.loss += double(record.loss_fp32); // losses are pre-divided: the sum is the mean
        loss = torch::Tensor();
        const PhaseRecord backward = finishPhase(Phase::Backward, micro);
        record.backward_s += backward.seconds;
        record.backward_peak = std::max(record.backward_peak, backward.peak_bytes);
    }

    m.active = "optimizer";
    TrackingAllocator::traceMark("optimizer");
    phaseTimer->start();
    if (m.hooks) {
        m.hooks->optimizerStep(*m.optimizer);
    } else {
        m.optimizer->step();
        // Gradients are released, not zeroed (PyTorch's zero_grad(set_to_none=True) default), so
        // the next step's forward runs without them.
        for (auto& p : m.trainable())
            p.mutable_grad() = torch::Tensor();
    }
    const PhaseRecord optimizer = finishPhase(Phase::Optimizer, 0);
    record.optimizer_s = optimizer.seconds;
    record.optimizer_peak = optimizer.peak_bytes;

    if (m.hooks)
        record.loss = m.hooks->globalLoss(record.loss);
    record.seconds = stepTimer->stop();
    record.wall_s = secondsSince(wallStart);
    record.cpu_s = processCpuSeconds() - cpuStart;
    record.current_bytes = device.currentBytes();
    record.resident_bytes = device.residentBytes();
    ++m.completed;
    return record;
}

ValidationRecord Trainer::validate(int maxBatches) {
    Impl& m = *impl_;
    const TrainingSection& t = m.config.card.training;
    ValidationRecord record;
    record.step = m.completed;
    const std::int64_t tokensPerBatch = std::int64_t(t.micro_batch) * t.sequence_length;
    const double wanted = m.config.card.validation.tokens > 0 ? m.config.card.validation.tokens
                                                              : double(tokensPerBatch);
    record.batches =
        int(std::clamp<double>(std::ceil(wanted / double(tokensPerBatch)), 1, maxBatches));
    torch::NoGradGuard noGrad;
    m.active = "validation";
    m.model->eval();
    const auto timer = m.runtime->timer();
    timer->start();
    SampleStream held(m.data, Split::Validation, m.layout);
    double total = 0;
    for (int i = 0; i < record.batches; ++i) {
        const Batch batch = held.next();
        const torch::Tensor loss =
            m.model->loss(m.model->forward(m.tokens(batch.inputs)), m.tokens(batch.targets));
        total += loss.item<double>();
        record.tokens += batch.real_tokens;
    }
    record.seconds = timer->stop();
    record.loss = total / record.batches;
    m.model->train();
    return record;
}

const char* Trainer::activePhase() const {
    return impl_->active;
}

std::string Trainer::parameterHash() const {
    Sha256 hash;
    for (const auto& [name, tensor] : impl_->namedState())
        hashTensor(hash, tensor);
    return hash.hexDigest();
}

std::string Trainer::weightsSource() const {
    return impl_->weights;
}
std::int64_t Trainer::parameterCount() const {
    return impl_->model->parameterCount();
}
std::int64_t Trainer::trainableCount() const {
    return impl_->model->trainableCount();
}
int Trainer::completedSteps() const {
    return impl_->completed;
}
std::int64_t Trainer::dataPosition() const {
    return impl_->loader->nextPosition();
}
std::int64_t Trainer::totalScheduleSteps() const {
    return impl_->totalSteps;
}
DeviceInfo Trainer::device() const {
    return impl_->runtime->info();
}
std::int64_t Trainer::inUseBytes() const {
    return impl_->runtime->currentBytes();
}
std::int64_t Trainer::refusedBytes(const std::string& errorText) const {
    return impl_->runtime->refusedBytes(errorText);
}

} // namespace runcard::pilot
