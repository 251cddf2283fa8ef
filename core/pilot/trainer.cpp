#include "pilot/trainer.h"

#include "pilot/decoder.h"
#include "pilot/safetensors_weights.h"
#include "pilot/sha256.h"
#include "pilot/system_info.h"
#include "pilot/tracking_allocator.h"
#include "pilot/training_hooks.h"
#include "planner/json_writer.h"
#include "planner/run_card_yaml.h"

#include <ATen/CPUGeneratorImpl.h>
#include <ATen/Parallel.h>
#include <torch/torch.h>
#include <torch/version.h>
#include <yaml-cpp/yaml.h>

#ifdef RUNCARD_PILOT_CUDA
#include <c10/cuda/CUDACachingAllocator.h>
#include <cuda_runtime_api.h>
#endif

#include <chrono>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <numbers>
#include <sstream>

namespace fs = std::filesystem;

namespace runcard::pilot {
namespace {

using Clock = std::chrono::steady_clock;
double since(Clock::time_point start) {
    return std::chrono::duration<double>(Clock::now() - start).count();
}

torch::Dtype dtypeOf(TensorType type) {
    return type == TensorType::Bf16 ? torch::kBFloat16 : torch::kFloat32;
}

std::string readFile(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

void writeFile(const fs::path& path, const std::string& bytes) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(bytes.data(), std::streamsize(bytes.size()));
    out.flush();
    if (!out)
        throw std::runtime_error(path.string() + ": cannot be written");
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
    return std::max<std::int64_t>(std::int64_t(std::ceil(steps)), pilotSteps);
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
    std::shared_ptr<const TokenizedCorpus> corpus;
    torch::Device device{torch::kCPU};
    std::shared_ptr<Decoder> model;
    std::unique_ptr<torch::optim::Optimizer> optimizer;
    SampleSet train, validation;
    std::unique_ptr<BatchLoader> loader;
    int completed = 0;            // optimizer steps taken (also the scheduler's state)
    const char* active = "setup"; // the phase running now, for out-of-memory reports
    std::int64_t totalSteps = 0;
    std::string weights = "random";
    std::shared_ptr<TrainingHooks> hooks; // set when this process is one rank of several

    bool cuda() const { return device.is_cuda(); }

    void resetPeak() {
#ifdef RUNCARD_PILOT_CUDA
        if (cuda()) {
            c10::cuda::CUDACachingAllocator::resetPeakStats(device.index());
            return;
        }
#endif
        TrackingAllocator::resetPeak();
    }
    std::int64_t peakBytes() const {
#ifdef RUNCARD_PILOT_CUDA
        if (cuda()) {
            const auto stats = c10::cuda::CUDACachingAllocator::getDeviceStats(device.index());
            return stats.allocated_bytes[0].peak; // StatType::AGGREGATE
        }
#endif
        return TrackingAllocator::peakBytes();
    }
    std::int64_t currentBytes() const {
#ifdef RUNCARD_PILOT_CUDA
        if (cuda()) {
            const auto stats = c10::cuda::CUDACachingAllocator::getDeviceStats(device.index());
            return stats.allocated_bytes[0].current;
        }
#endif
        return TrackingAllocator::currentBytes();
    }
    std::int64_t residentBytes() const {
        if (cuda()) {
            const NvmlDevice nvml = nvmlDevice(int(device.index()));
            return nvml.used_bytes;
        }
        return residentSetBytes();
    }
    void synchronize() const {
#ifdef RUNCARD_PILOT_CUDA
        if (cuda())
            cudaDeviceSynchronize();
#endif
    }

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
            .to(device, /*non_blocking=*/false, /*copy=*/true);
    }

    std::vector<torch::Tensor> trainable() const {
        return model->trainableParameters();
    }

    std::unique_ptr<BatchLoader> makeLoader(std::int64_t position) const {
        if (!hooks)
            return std::make_unique<BatchLoader>(train, position);
        return std::make_unique<BatchLoader>(train, position, 4, hooks->batchOffset(),
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
};

Trainer::Trainer(const PilotConfig& config, const PilotOptions& options,
                 std::shared_ptr<const TokenizedCorpus> corpus,
                 std::shared_ptr<TrainingHooks> hooks)
    : impl_(std::make_unique<Impl>()) {
    Impl& m = *impl_;
    m.hooks = std::move(hooks);
    m.config = config;
    m.options = options;
    m.corpus = std::move(corpus);
    if (options.threads > 0)
        at::set_num_threads(options.threads);
    if (options.device != "cpu") {
        if (!torch::cuda::is_available())
            throw std::invalid_argument("--device " + options.device +
                                        ": this LibTorch has no usable CUDA/ROCm device");
        m.device = torch::Device(options.device);
    }
    if (config.card.training.precision == Precision::Tf32 && m.cuda())
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
    if (!config.weights_dir.empty())
        m.weights = loadSafetensorsWeights(*m.model, config.weights_dir).describe();
    m.model->to(m.device);
    m.model->train();

    const auto params =
        m.hooks ? m.hooks->attach(*m.model, [impl = &m] { return impl->currentBytes(); })
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

    // The last 5% of the documents (at least one) are held out for validation.
    const std::size_t documents = m.corpus->documents.size();
    const std::size_t held = documents > 1 ? std::max<std::size_t>(1, documents / 20) : 0;
    const SampleLayout layout{t.sequence_length, t.micro_batch, t.packed};
    m.train = SampleSet(*m.corpus, 0, documents - held, layout);
    m.validation = held ? SampleSet(*m.corpus, documents - held, documents, layout) : m.train;
    m.totalSteps = scheduleSteps(config.card, options.warmup + options.steps + 1);
    m.loader = m.makeLoader(0);
}

Trainer::~Trainer() = default;

StepRecord Trainer::step(bool warmup, const std::function<void(const PhaseRecord&)>& onPhase) {
    Impl& m = *impl_;
    const TrainingSection& t = m.config.card.training;
    StepRecord record;
    record.step = m.completed + 1;
    record.warmup = warmup;
    record.learning_rate = m.learningRate(m.completed);
    m.setLearningRate(record.learning_rate);

    m.synchronize();
    m.resetPeak();
    const auto stepStart = Clock::now();
    const auto finishPhase = [&](Phase phase, int micro, Clock::time_point start) {
        m.synchronize();
        PhaseRecord p{record.step, micro, phase, since(start), m.peakBytes(), m.currentBytes()};
        record.peak_bytes = std::max(record.peak_bytes, p.peak_bytes);
        if (onPhase)
            onPhase(p);
        m.resetPeak();
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
        auto start = Clock::now();
        torch::Tensor loss;
        {
            const torch::Tensor inputs = m.tokens(batch.inputs);
            const torch::Tensor targets = m.tokens(batch.targets);
            loss = m.model->loss(m.model->forward(inputs), targets);
            if (t.gradient_accumulation > 1)
                loss = loss / double(t.gradient_accumulation);
        }
        const PhaseRecord forward = finishPhase(Phase::Forward, micro, start);
        record.forward_s += forward.seconds;
        record.forward_peak = std::max(record.forward_peak, forward.peak_bytes);

        m.active = "backward";
        TrackingAllocator::traceMark("backward");
        start = Clock::now();
        loss.backward();
        if (m.hooks)
            m.hooks->afterBackward(lastMicro);
        record.loss_fp32 = loss.detach().to(torch::kCPU).item<float>();
        record.loss += double(record.loss_fp32); // losses are pre-divided: the sum is the mean
        loss = torch::Tensor();
        const PhaseRecord backward = finishPhase(Phase::Backward, micro, start);
        record.backward_s += backward.seconds;
        record.backward_peak = std::max(record.backward_peak, backward.peak_bytes);
    }

    m.active = "optimizer";
    TrackingAllocator::traceMark("optimizer");
    const auto start = Clock::now();
    if (m.hooks) {
        m.hooks->optimizerStep(*m.optimizer);
    } else {
        m.optimizer->step();
        // Gradients are released, not zeroed (PyTorch's zero_grad(set_to_none=True) default), so
        // the next step's forward runs without them.
        for (auto& p : m.trainable())
            p.mutable_grad() = torch::Tensor();
    }
    const PhaseRecord optimizer = finishPhase(Phase::Optimizer, 0, start);
    record.optimizer_s = optimizer.seconds;
    record.optimizer_peak = optimizer.peak_bytes;

    if (m.hooks)
        record.loss = m.hooks->globalLoss(record.loss);
    record.seconds = since(stepStart);
    record.current_bytes = m.currentBytes();
    record.resident_bytes = m.residentBytes();
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
    record.batches = int(std::clamp<double>(std::ceil(wanted / double(tokensPerBatch)), 1,
                                            std::min<double>(maxBatches, m.validation.size())));
    torch::NoGradGuard noGrad;
    m.active = "validation";
    m.model->eval();
    const auto start = Clock::now();
    double total = 0;
    for (int i = 0; i < record.batches; ++i) {
        const Batch batch = m.validation.batch(i);
        const torch::Tensor loss =
            m.model->loss(m.model->forward(m.tokens(batch.inputs)), m.tokens(batch.targets));
        total += loss.item<double>();
        record.tokens += batch.real_tokens;
    }
    m.synchronize();
    record.seconds = since(start);
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
    DeviceInfo info;
    info.threads = at::get_num_threads();
    if (impl_->cuda()) {
        const NvmlDevice nvml = nvmlDevice(int(impl_->device.index()));
        info.name = nvml.available ? nvml.name : impl_->options.device;
        info.total_bytes = nvml.total_bytes;
#ifdef RUNCARD_PILOT_CUDA
        int runtime = 0;
        cudaRuntimeGetVersion(&runtime);
        info.runtime = "CUDA runtime " + std::to_string(runtime / 1000) + "." +
                       std::to_string(runtime % 1000 / 10);
        if (nvml.available)
            info.runtime += ", driver " + nvml.driver_version;
#endif
        return info;
    }
    info.name = "cpu";
    info.total_bytes = hostInfo().memory_bytes;
    return info;
}

std::string Trainer::libtorchVersion() {
    return TORCH_VERSION;
}

// --- checkpoints -------------------------------------------------------------------------------

namespace {

constexpr const char* kManifest = "manifest.json";

struct ManifestEntry {
    std::string file;
    std::int64_t bytes = 0;
    std::string sha256;
};

std::vector<ManifestEntry> readManifest(const fs::path& directory) {
    const fs::path path = directory / kManifest;
    if (!fs::exists(path))
        throw CorruptCheckpoint(path.string() + ": missing; not a complete checkpoint");
    std::vector<ManifestEntry> entries;
    try {
        const YAML::Node root = YAML::LoadFile(path.string());
        for (const auto& item : root["files"])
            entries.push_back({item["file"].as<std::string>(), item["bytes"].as<std::int64_t>(),
                               item["sha256"].as<std::string>()});
    } catch (const YAML::Exception& error) {
        throw CorruptCheckpoint(path.string() + ":" + std::to_string(error.mark.line + 1) + ":" +
                                std::to_string(error.mark.column + 1) + ": unreadable manifest (" +
                                error.msg + ")");
    }
    if (entries.empty())
        throw CorruptCheckpoint(path.string() + ": lists no files");
    return entries;
}

YAML::Node readState(const fs::path& directory) {
    try {
        return YAML::LoadFile((directory / "pilot.json").string());
    } catch (const YAML::Exception& error) {
        throw CorruptCheckpoint((directory / "pilot.json").string() + ": unreadable (" + error.msg +
                                ")");
    }
}

} // namespace

void verifyManifest(const std::string& directoryText) {
    const fs::path directory(directoryText);
    for (const ManifestEntry& entry : readManifest(directory)) {
        const fs::path path = directory / entry.file;
        std::error_code error;
        const auto size = fs::file_size(path, error);
        if (error)
            throw CorruptCheckpoint(path.string() + ": missing from the checkpoint");
        if (std::int64_t(size) != entry.bytes)
            throw CorruptCheckpoint(path.string() +
                                    ": truncated or altered: " + std::to_string(size) +
                                    " bytes, the manifest records " + std::to_string(entry.bytes));
        const std::string actual = sha256File(path.string());
        if (actual != entry.sha256)
            throw CorruptCheckpoint(path.string() + ": corrupt: SHA-256 " + actual +
                                    " does not match the manifest's " + entry.sha256);
    }
}

CheckpointHeader readCheckpointHeader(const std::string& directoryText) {
    const fs::path directory(directoryText);
    verifyManifest(directoryText);
    const YAML::Node state = readState(directory);
    CheckpointHeader header;
    const LoadResult card = loadRunCard((directory / "card.yaml").string());
    if (!card.ok())
        throw CorruptCheckpoint((directory / "card.yaml").string() + ": " +
                                card.diagnostics.front().toString());
    header.card = *card.card;
    if (state["proxy_layers"] && !state["proxy_layers"].IsNull())
        header.proxy_layers = state["proxy_layers"].as<int>();
    header.device = state["device"].as<std::string>();
    header.threads = state["threads"].as<int>();
    header.step = state["step"].as<int>();
    header.data_sha256 = state["data_sha256"].as<std::string>();
    return header;
}

CheckpointRecord Trainer::saveCheckpoint(const std::string& directoryText,
                                         const std::string& dataSha256) const {
    const Impl& m = *impl_;
    const auto start = Clock::now();
    const fs::path directory(directoryText);
    const fs::path staging = directory.string() + ".partial";
    fs::remove_all(staging);
    fs::create_directories(staging);

    const std::string model = archiveBytes([&](auto& archive) {
        for (const auto& [name, tensor] : m.namedState())
            archive.write(name, tensor.detach().to(torch::kCPU));
    });
    const std::string optimizer = archiveBytes([&](auto& archive) { m.optimizer->save(archive); });
    const torch::Tensor rng = at::detail::getDefaultCPUGenerator().get_state();
    const std::string rngBytes(static_cast<const char*>(rng.data_ptr()), std::size_t(rng.numel()));

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

    JsonWriter state;
    state.beginObject()
        .field("format", "runcard-pilot-checkpoint/1")
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
    state.field("parameter_sha256", parameterHash())
        .field("optimizer_sha256", optimizerStateHash(*m.optimizer))
        .field("rng_sha256", sha256Hex(rngBytes))
        .field("data_sha256", dataSha256)
        .field("libtorch", std::string(TORCH_VERSION))
        .endObject();

    const std::vector<std::pair<std::string, std::string>> files = {{"model.pt", model},
                                                                    {"optimizer.pt", optimizer},
                                                                    {"rng.bin", rngBytes},
                                                                    {"card.yaml", toYaml(card)},
                                                                    {"pilot.json", state.str()}};
    JsonWriter manifest;
    manifest.beginObject().key("files").beginArray();
    CheckpointRecord record;
    for (const auto& [name, bytes] : files) {
        writeFile(staging / name, bytes);
        manifest.beginObject()
            .field("file", name)
            .field("bytes", std::int64_t(bytes.size()))
            .field("sha256", sha256Hex(bytes))
            .endObject();
        record.bytes += std::int64_t(bytes.size());
    }
    manifest.endArray().endObject();
    writeFile(staging / kManifest, manifest.str()); // last: its presence marks a complete write

    // Atomic replacement: the old checkpoint is moved aside before the new one takes its name.
    const fs::path previous = directory.string() + ".previous";
    fs::remove_all(previous);
    if (fs::exists(directory))
        fs::rename(directory, previous);
    fs::rename(staging, directory);
    fs::remove_all(previous);

    record.directory = directory.string();
    record.step = m.completed;
    record.files = int(files.size()) + 1;
    record.seconds = since(start);
    record.megabytes_per_s = record.seconds > 0 ? double(record.bytes) / 1e6 / record.seconds : 0;
    return record;
}

std::vector<std::string> Trainer::restoreCheckpoint(const std::string& directoryText) {
    Impl& m = *impl_;
    const fs::path directory(directoryText);
    verifyManifest(directoryText);
    const YAML::Node state = readState(directory);
    std::vector<std::string> verified;

    // Parameters: load by name, then compare the hash of what is now in memory.
    {
        torch::serialize::InputArchive archive;
        try {
            archive.load_from((directory / "model.pt").string());
            torch::NoGradGuard noGrad;
            for (auto& [name, tensor] : m.namedState()) {
                torch::Tensor saved;
                archive.read(name, saved);
                if (!saved.defined() || saved.sizes() != tensor.sizes() ||
                    saved.scalar_type() != tensor.scalar_type())
                    throw CorruptCheckpoint((directory / "model.pt").string() + ": parameter " +
                                            name + " has the wrong shape or type");
                tensor.copy_(saved);
            }
        } catch (const c10::Error& error) {
            throw CorruptCheckpoint((directory / "model.pt").string() + ": unreadable (" +
                                    error.what_without_backtrace() + ")");
        }
        if (parameterHash() != state["parameter_sha256"].as<std::string>())
            throw CorruptCheckpoint((directory / "model.pt").string() +
                                    ": restored parameters differ from those saved");
        verified.push_back("parameters");
    }
    // Optimizer state: load, then compare the contents' hash with the one taken when saving.
    {
        try {
            torch::serialize::InputArchive archive;
            archive.load_from((directory / "optimizer.pt").string());
            m.optimizer->load(archive);
        } catch (const c10::Error& error) {
            throw CorruptCheckpoint((directory / "optimizer.pt").string() + ": unreadable (" +
                                    error.what_without_backtrace() + ")");
        }
        if (optimizerStateHash(*m.optimizer) != state["optimizer_sha256"].as<std::string>())
            throw CorruptCheckpoint((directory / "optimizer.pt").string() +
                                    ": restored optimizer state differs from the state saved");
        verified.push_back("optimizer");
    }
    // RNG.
    {
        const std::string bytes = readFile(directory / "rng.bin");
        auto generator = at::detail::getDefaultCPUGenerator();
        torch::Tensor tensor = torch::empty({std::int64_t(bytes.size())}, torch::kUInt8);
        std::memcpy(tensor.data_ptr(), bytes.data(), bytes.size());
        try {
            std::lock_guard lock(generator.mutex());
            generator.set_state(tensor);
        } catch (const c10::Error& error) {
            throw CorruptCheckpoint((directory / "rng.bin").string() + ": not a generator state (" +
                                    error.what_without_backtrace() + ")");
        }
        const torch::Tensor now = generator.get_state();
        if (sha256Hex(std::string_view(static_cast<const char*>(now.data_ptr()),
                                       std::size_t(now.numel()))) !=
            state["rng_sha256"].as<std::string>())
            throw CorruptCheckpoint((directory / "rng.bin").string() +
                                    ": restored generator state differs from the state saved");
        verified.push_back("rng");
    }
    // Scheduler and data position.
    m.completed = state["schedule_step"].as<int>();
    m.totalSteps = state["schedule_total_steps"].as<std::int64_t>();
    if (m.learningRate(m.completed) != state["learning_rate"].as<double>())
        throw CorruptCheckpoint((directory / "pilot.json").string() +
                                ": the learning-rate schedule does not reproduce");
    verified.push_back("scheduler");
    m.loader.reset();
    m.loader = m.makeLoader(state["data_position"].as<std::int64_t>());
    verified.push_back("data_position");
    return verified;
}

} // namespace runcard::pilot
