// Trainer's checkpoints: staged, hashed and written through CheckpointStaging
// (checkpoint_manifest.h), and restored bit for bit after the manifest is verified.
#include "pilot/checkpoint_manifest.h"
#include "pilot/durable_file.h"
#include "pilot/trainer_state.h"
#include "planner/json_writer.h"
#include "planner/run_card_yaml.h"

#include <ATen/Parallel.h>
#include <cstring>
#include <filesystem>
#include <sstream>
#include <torch/version.h>
#include <yaml-cpp/yaml.h>

namespace fs = std::filesystem;

namespace runcard::pilot {
namespace {

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

std::string archiveBytes(const std::function<void(torch::serialize::OutputArchive&)>& fill) {
    torch::serialize::OutputArchive archive;
    fill(archive);
    std::ostringstream out;
    archive.save_to(out);
    return out.str();
}

// The optimizer's state map is keyed by the parameter's TensorImpl: in LibTorch 1.x a string, the
// pointer as c10::guts::to_string printed it (an ostream, which 2.x no longer has), in 2.x the
// pointer itself.
template <class Map> typename Map::key_type stateKey(const torch::Tensor& p) {
    if constexpr (std::is_same_v<typename Map::key_type, std::string>) {
        std::ostringstream key;
        key << p.unsafeGetTensorImpl();
        return key.str();
    } else
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
