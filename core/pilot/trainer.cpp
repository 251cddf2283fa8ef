#include "pilot/trainer.h"

#include "pilot/decoder.h"
#include "pilot/device_runtime.h"
#include "pilot/durable_file.h"
#include "pilot/safetensors_weights.h"
#include "pilot/sha256.h"
#include "pilot/statistics.h"
#include "pilot/tracking_allocator.h"
#include "pilot/training_hooks.h"
#include "planner/json_writer.h"
#include "planner/run_card_yaml.h"

#include <ATen/Parallel.h>
#include <chrono>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <numbers>
#include <sstream>
#include <torch/torch.h>
#include <torch/version.h>
#include <yaml-cpp/yaml.h>

namespace fs = std::filesystem;

namespace runcard::pilot {
namespace {

using Clock = std::chrono::steady_clock;

torch::Dtype dtypeOf(TensorType type) {
    return type == TensorType::Bf16 ? torch::kBFloat16 : torch::kFloat32;
}

constexpr const char* kCpuRngFile = "rng.bin";
constexpr const char* kDeviceRngFile = "rng_device.bin";

std::string tensorBytes(const torch::Tensor& tensor) {
    const torch::Tensor cpu = tensor.detach().to(torch::kCPU).contiguous();
    return std::string(static_cast<const char*>(cpu.data_ptr()),
                       std::size_t(cpu.numel() * cpu.element_size()));
}

torch::Tensor bytesTensor(const std::string& bytes) {
    torch::Tensor tensor = torch::empty({std::int64_t(bytes.size())}, torch::kUInt8);
    std::memcpy(tensor.data_ptr(), bytes.data(), bytes.size());
    return tensor;
}

void hashTensor(Sha256& hash, const torch::Tensor& tensor) {
    const torch::Tensor cpu = tensor.detach().to(torch::kCPU).contiguous();
    hash.update(cpu.data_ptr(), cpu.numel() * cpu.element_size());
}

std::string archiveBytes(const std::function<void(torch::serialize::OutputArchive&)>& fill) {
    torch::serialize::OutputArchive archive;
    fill(archive);
    std::ostringstream out;
    archive.save_to(out);
    return out.str();
}

// The optimizer's state map is keyed by the parameter's TensorImpl: a string in LibTorch 1.x, the
// pointer itself in 2.x.
template <class Map> typename Map::key_type stateKey(const torch::Tensor& p) {
    if constexpr (std::is_same_v<typename Map::key_type, std::string>)
        return c10::guts::to_string(p.unsafeGetTensorImpl());
    else
        return p.unsafeGetTensorImpl();
}

// SHA-256 of the optimizer's state contents in parameter order (the serialized archive is not
// byte-stable across processes, so the contents are compared instead). The learning rate belongs
// to the scheduler, which sets it before every step, and is checked there.
std::string optimizerStateHash(torch::optim::Optimizer& optimizer) {
    Sha256 hash;
    auto& state = optimizer.state();
    using Map = std::decay_t<decltype(state)>;
    for (const auto& group : optimizer.param_groups()) {
        for (const auto& p : group.params()) {
            const auto found = state.find(stateKey<Map>(p));
            if (found == state.end()) {
                hash.update("-");
                continue;
            }
            if (auto* adam = dynamic_cast<torch::optim::AdamWParamState*>(found->second.get())) {
                const std::int64_t step = adam->step();
                hash.update(&step, sizeof step);
                hashTensor(hash, adam->exp_avg());
                hashTensor(hash, adam->exp_avg_sq());
            } else if (auto* sgd =
                           dynamic_cast<torch::optim::SGDParamState*>(found->second.get())) {
                if (sgd->momentum_buffer().defined())
                    hashTensor(hash, sgd->momentum_buffer());
            }
        }
    }
    return hash.hexDigest();
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

struct Trainer::Impl {
    PilotConfig config;
    PilotOptions options;
    DataFile data;
    std::unique_ptr<DeviceRuntime> runtime;
    std::shared_ptr<Decoder> model;
    std::unique_ptr<torch::optim::Optimizer> optimizer;
    SampleLayout layout;
    std::unique_ptr<BatchLoader> loader;
    int completed = 0;            // optimizer steps taken (also the scheduler's state)
    const char* active = "setup"; // the phase running now, for out-of-memory reports
    std::int64_t totalSteps = 0;
    std::string weights;
    std::shared_ptr<TrainingHooks> hooks; // set when this process is one rank of several

    torch::Device device() const { return runtime->device(); }
    bool lora() const { return config.card.training.method != TrainingMethod::Full; }

    // Warm-up then constant / linear decay / cosine decay to zero (as transformers'
    // get_*_schedule_with_warmup).
    double learningRate(int step) const {
        const TrainingSection& t = config.card.training;
        const double peak = t.learning_rate;
        if (step < t.warmup_steps)
            return peak * double(step + 1) / double(t.warmup_steps + 1);
        const double progress =
            std::clamp(double(step - t.warmup_steps) /
                           double(std::max<std::int64_t>(1, totalSteps - t.warmup_steps)),
                       0.0, 1.0);
        switch (t.schedule) {
        case LrSchedule::Constant:
            return peak;
        case LrSchedule::Linear:
            return peak * (1.0 - progress);
        case LrSchedule::Cosine:
            return peak * 0.5 * (1.0 + std::cos(std::numbers::pi * progress));
        }
        return peak;
    }

    void setLearningRate(double lr) {
        for (auto& group : optimizer->param_groups())
            group.options().set_lr(lr);
    }

    torch::Tensor tokens(const std::vector<std::int64_t>& values) const {
        const auto& t = config.card.training;
        return torch::from_blob(const_cast<std::int64_t*>(values.data()),
                                {t.micro_batch, t.sequence_length}, torch::kInt64)
            .to(device(), /*non_blocking=*/false, /*copy=*/true);
    }

    std::vector<torch::Tensor> trainable() const { return model->trainableParameters(); }

    // SHA-256 of the frozen parameters in order: what a LoRA checkpoint references instead of
    // storing them.
    std::string frozenHash() const {
        Sha256 hash;
        for (const auto& p : model->parameters())
            if (!p.requires_grad())
                hashTensor(hash, p);
        return hash.hexDigest();
    }

    std::unique_ptr<BatchLoader> makeLoader(std::int64_t position) const {
        if (!hooks)
            return std::make_unique<BatchLoader>(data, layout, position);
        return std::make_unique<BatchLoader>(data, layout, position, 4, hooks->batchOffset(),
                                             hooks->batchStride());
    }
    // What checkpoints and hashes cover: the parameters, or this rank's share of them.
    std::vector<std::pair<std::string, torch::Tensor>> namedState() const {
        if (hooks)
            return hooks->stateTensors();
        std::vector<std::pair<std::string, torch::Tensor>> named;
        for (const auto& item : model->named_parameters())
            named.emplace_back(item.key(), item.value());
        return named;
    }
    // What a checkpoint holds: the trainable parameters (a LoRA checkpoint references its frozen
    // base by hash), or this rank's share of every parameter.
    std::vector<std::pair<std::string, torch::Tensor>> checkpointState() const {
        if (hooks)
            return hooks->stateTensors();
        std::vector<std::pair<std::string, torch::Tensor>> named;
        for (const auto& item : model->named_parameters())
            if (item.value().requires_grad())
                named.emplace_back(item.key(), item.value());
        return named;
    }
};

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

    m.layout = SampleLayout{t.sequence_length, t.micro_batch, t.packed};
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

// --- checkpoints -------------------------------------------------------------------------------

namespace {

// pilot.json, read from its manifest-verified file; a wrong or missing field is a corrupt
// checkpoint naming the file and the field.
class CheckpointState {
public:
    explicit CheckpointState(const fs::path& directory) : path_(directory / "pilot.json") {
        try {
            root_ = YAML::Load(readRegularFile(path_, kMaxJsonFileBytes, "checkpoint state"));
        } catch (const FileError& error) {
            throw CorruptCheckpoint(error.what());
        } catch (const YAML::Exception& error) {
            throw CorruptCheckpoint(path_.string() + ":" + std::to_string(error.mark.line + 1) +
                                    ":" + std::to_string(error.mark.column + 1) + ": unreadable (" +
                                    error.msg + ")");
        }
        if (!root_.IsMap())
            throw CorruptCheckpoint(path_.string() + ": not a JSON object");
    }
    template <class T> T get(const char* field) const {
        const YAML::Node node = root_[field];
        if (!node.IsDefined() || node.IsNull())
            throw CorruptCheckpoint(path_.string() + ": " + field + ": missing");
        try {
            return node.as<T>();
        } catch (const YAML::Exception&) {
            throw CorruptCheckpoint(path_.string() + ":" + std::to_string(node.Mark().line + 1) +
                                    ":" + std::to_string(node.Mark().column + 1) + ": " + field +
                                    ": has the wrong type");
        }
    }
    bool has(const char* field) const { return root_[field].IsDefined() && !root_[field].IsNull(); }
    const fs::path& path() const { return path_; }

private:
    fs::path path_;
    YAML::Node root_;
};

} // namespace

CheckpointHeader readCheckpointHeader(const std::string& directoryText) {
    const fs::path directory(directoryText);
    verifyManifest(directoryText, {"pilot.json", "card.yaml", "expected.json"});
    const CheckpointState state(directory);
    CheckpointHeader header;
    const LoadResult card = loadRunCard((directory / "card.yaml").string());
    if (!card.ok())
        throw CorruptCheckpoint((directory / "card.yaml").string() + ": " +
                                card.diagnostics.front().toString());
    header.card = *card.card;
    if (state.has("proxy_layers"))
        header.proxy_layers = state.get<int>("proxy_layers");
    header.device = state.get<std::string>("device");
    header.threads = state.get<int>("threads");
    header.step = state.get<int>("step");
    header.data_sha256 = state.get<std::string>("data_sha256");
    header.run_id = state.get<std::string>("run_id");
    header.card_sha256 = state.get<std::string>("card_sha256");
    return header;
}

CheckpointRecord Trainer::stageCheckpoint(CheckpointStaging& staging, const std::string& dataSha256,
                                          const std::string& runId,
                                          const std::string& cardSha256) const {
    const Impl& m = *impl_;
    const auto start = Clock::now();
    CheckpointRecord record;

    // Serialize: the trainable parameters (a LoRA checkpoint references its frozen base by hash,
    // as PEFT's adapter_model.safetensors and torchtune's adapter checkpoints do), the optimizer
    // and the generators.
    auto phase = Clock::now();
    const std::string model = archiveBytes([&](auto& archive) {
        for (const auto& [name, tensor] : m.checkpointState())
            archive.write(name, tensor.detach().to(torch::kCPU));
    });
    const std::string optimizer = archiveBytes([&](auto& archive) { m.optimizer->save(archive); });
    const RngState rng = captureRng(m.device());
    const std::string cpuRng = tensorBytes(rng.cpu);
    const std::string deviceRng = rng.device.defined() ? tensorBytes(rng.device) : std::string();

    // The card travels with absolute data and model paths, so the restore needs nothing else.
    RunCard card = m.config.card;
    const fs::path cardDir = fs::absolute(fs::path(card.source_path)).parent_path();
    const auto absolute = [&](std::string& path) {
        if (!path.empty() && fs::path(path).is_relative())
            path = (cardDir / path).lexically_normal().string();
    };
    absolute(card.data.path);
    absolute(card.data.tokenizer);
    absolute(card.model.hf_config);
    absolute(card.model.local_dir);
    const std::string cardText = toYaml(card);
    record.serialize_s = secondsSince(phase);

    // Content hashes, each checked again after the restore.
    phase = Clock::now();
    const std::string parameters = parameterHash();
    const std::string frozen = m.lora() ? m.frozenHash() : std::string();
    const std::string optimizerHash = optimizerStateHash(*m.optimizer);
    const std::string rngHash = sha256Hex(cpuRng + deviceRng);
    record.hash_s = secondsSince(phase);

    record.contents = m.lora() ? "adapters only (frozen base by SHA-256)" : "all parameters";
    JsonWriter state;
    state.beginObject()
        .field("format", "runcard-pilot-checkpoint/2")
        .field("run_id", runId)
        .field("card_sha256", cardSha256)
        .field("step", m.completed)
        .field("data_position", m.loader->nextPosition())
        .field("schedule_step", m.completed)
        .field("schedule_total_steps", m.totalSteps)
        .field("learning_rate", m.learningRate(m.completed))
        .field("device", m.options.device)
        .field("threads", at::get_num_threads())
        .key("proxy_layers");
    if (m.config.proxy)
        state.value(m.config.arch.layers);
    else
        state.null();
    state.field("contents", record.contents)
        .field("base", m.weights)
        .field("base_sha256", frozen)
        .field("parameter_sha256", parameters)
        .field("optimizer_sha256", optimizerHash)
        .field("rng_sha256", rngHash)
        .field("data_sha256", dataSha256)
        .field("libtorch", std::string(TORCH_VERSION))
        .endObject();

    std::vector<std::pair<std::string, std::string>> files = {
        {"model.pt", model}, {"optimizer.pt", optimizer}, {kCpuRngFile, cpuRng}};
    if (!deviceRng.empty())
        files.emplace_back(kDeviceRngFile, deviceRng);
    files.emplace_back("card.yaml", cardText);
    files.emplace_back("pilot.json", state.str());
    for (const auto& [name, bytes] : files)
        staging.add(name, bytes, &record.hash_s, &record.write_s);

    record.directory = staging.directory().string();
    record.step = m.completed;
    record.bytes = staging.bytes();
    record.files = staging.files();
    record.seconds = secondsSince(start);
    return record;
}

std::vector<std::string> Trainer::restoreCheckpoint(const std::string& directoryText) {
    Impl& m = *impl_;
    const fs::path directory(directoryText);
    verifyManifest(directoryText, {"model.pt", "optimizer.pt", kCpuRngFile, "pilot.json"});
    const CheckpointState state(directory);
    std::vector<std::string> verified;

    // The frozen base of a LoRA checkpoint is not stored: it must be the one it was trained on.
    if (m.lora() && m.frozenHash() != state.get<std::string>("base_sha256"))
        throw CorruptCheckpoint(state.path().string() +
                                ": base_sha256: the frozen base weights built here (" + m.weights +
                                ") differ from those the adapters were trained on (" +
                                state.get<std::string>("base") + ")");

    // Trainable parameters: load by name, then compare the hash of every parameter in memory.
    {
        const fs::path file = directory / "model.pt";
        torch::serialize::InputArchive archive;
        try {
            archive.load_from(file.string());
            torch::NoGradGuard noGrad;
            for (auto& [name, tensor] : m.checkpointState()) {
                torch::Tensor saved;
                archive.read(name, saved);
                if (!saved.defined() || saved.sizes() != tensor.sizes() ||
                    saved.scalar_type() != tensor.scalar_type())
                    throw CorruptCheckpoint(file.string() + ": parameter " + name +
                                            " has the wrong shape or type");
                tensor.copy_(saved);
            }
        } catch (const c10::Error& error) {
            throw CorruptCheckpoint(file.string() + ": unreadable (" +
                                    error.what_without_backtrace() + ")");
        }
        if (parameterHash() != state.get<std::string>("parameter_sha256"))
            throw CorruptCheckpoint(file.string() +
                                    ": restored parameters differ from those saved");
        verified.push_back("parameters");
    }
    // Optimizer state: load, then compare the contents' hash with the one taken when saving.
    {
        const fs::path file = directory / "optimizer.pt";
        try {
            torch::serialize::InputArchive archive;
            archive.load_from(file.string());
            m.optimizer->load(archive);
        } catch (const c10::Error& error) {
            throw CorruptCheckpoint(file.string() + ": unreadable (" +
                                    error.what_without_backtrace() + ")");
        }
        if (optimizerStateHash(*m.optimizer) != state.get<std::string>("optimizer_sha256"))
            throw CorruptCheckpoint(file.string() +
                                    ": restored optimizer state differs from the state saved");
        verified.push_back("optimizer");
    }
    // The generators: the CPU's, and the device's (dropout on a GPU draws from it).
    {
        const bool onDevice = !m.device().is_cpu();
        const fs::path cpuFile = directory / kCpuRngFile;
        const fs::path deviceFile = directory / kDeviceRngFile;
        RngState rng;
        std::string cpuBytes, deviceBytes;
        try {
            cpuBytes = readRegularFile(cpuFile, kMaxJsonFileBytes, "generator state");
            if (onDevice)
                deviceBytes = readRegularFile(deviceFile, kMaxJsonFileBytes, "generator state");
            rng.cpu = bytesTensor(cpuBytes);
            if (onDevice)
                rng.device = bytesTensor(deviceBytes);
            restoreRng(m.device(), rng);
        } catch (const FileError& error) {
            throw CorruptCheckpoint(error.what());
        } catch (const c10::Error& error) {
            throw CorruptCheckpoint(cpuFile.string() + ": not a generator state (" +
                                    error.what_without_backtrace() + ")");
        }
        const RngState now = captureRng(m.device());
        const std::string nowBytes =
            tensorBytes(now.cpu) + (now.device.defined() ? tensorBytes(now.device) : "");
        if (sha256Hex(nowBytes) != state.get<std::string>("rng_sha256"))
            throw CorruptCheckpoint(cpuFile.string() +
                                    ": restored generator state differs from the state saved");
        verified.push_back(onDevice ? "rng (cpu and " + m.device().str() + ")" : "rng");
    }
    // Scheduler and data position.
    m.completed = state.get<int>("schedule_step");
    m.totalSteps = state.get<std::int64_t>("schedule_total_steps");
    if (m.learningRate(m.completed) != state.get<double>("learning_rate"))
        throw CorruptCheckpoint(state.path().string() +
                                ": the learning-rate schedule does not reproduce");
    verified.push_back("scheduler");
    const auto position = state.get<std::int64_t>("data_position");
    if (position < 0)
        throw CorruptCheckpoint(state.path().string() + ": data_position: negative");
    m.loader.reset();
    m.loader = m.makeLoader(position);
    verified.push_back("data_position");
    return verified;
}

} // namespace runcard::pilot
