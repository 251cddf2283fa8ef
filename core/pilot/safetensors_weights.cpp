#include "pilot/safetensors_weights.h"

#include "pilot/durable_file.h"
#include "pilot/sha256.h"
#include "planner/diagnostics.h"
#include "planner/safetensors_header.h"

#include <algorithm>
#include <fcntl.h>
#include <filesystem>
#include <map>
#include <unistd.h>
#include <yaml-cpp/yaml.h>

namespace runcard::pilot {
namespace {

namespace fs = std::filesystem;

InputError failure(const std::string& file, const std::string& message) {
    return InputError(Diagnostic{file, 0, 0, "", message});
}

std::string shapeText(c10::IntArrayRef shape) {
    std::string text = "[";
    for (std::size_t i = 0; i < shape.size(); ++i)
        text += (i ? ", " : "") + std::to_string(shape[i]);
    return text + "]";
}

// The Hugging Face Llama name of a decoder parameter (transformers' modeling_llama.py), or empty
// for the LoRA adapters, which no base checkpoint holds.
std::string huggingFaceName(const std::string& pilotName) {
    if (pilotName == "embedding")
        return "model.embed_tokens.weight";
    if (pilotName == "final_norm")
        return "model.norm.weight";
    if (pilotName == "lm_head")
        return "lm_head.weight";
    static const std::map<std::string, std::string> blockNames{
        {"attn_norm", "input_layernorm.weight"}, {"mlp_norm", "post_attention_layernorm.weight"},
        {"q_norm", "self_attn.q_norm.weight"},   {"k_norm", "self_attn.k_norm.weight"},
        {"q", "self_attn.q_proj.weight"},        {"k", "self_attn.k_proj.weight"},
        {"v", "self_attn.v_proj.weight"},        {"o", "self_attn.o_proj.weight"},
        {"gate", "mlp.gate_proj.weight"},        {"up", "mlp.up_proj.weight"},
        {"down", "mlp.down_proj.weight"}};
    const std::size_t underscore = pilotName.find('_'); // "layer<N>_<part>"
    if (pilotName.rfind("layer", 0) != 0 || underscore == std::string::npos)
        return {};
    const auto part = blockNames.find(pilotName.substr(underscore + 1));
    if (part == blockNames.end())
        return {};
    return "model.layers." + pilotName.substr(5, underscore - 5) + "." + part->second;
}

torch::Dtype torchDtype(const std::string& file, const SafetensorsTensor& tensor) {
    if (tensor.dtype == "F32")
        return torch::kFloat32;
    if (tensor.dtype == "F16")
        return torch::kFloat16;
    if (tensor.dtype == "BF16")
        return torch::kBFloat16;
    throw failure(file, "tensor '" + tensor.name + "' has dtype " + tensor.dtype +
                            "; the pilot loads F32, F16 and BF16");
}

// One shard of a model's weights: 1 TiB is beyond any single file a pilot loads.
constexpr std::int64_t kMaxWeightFileBytes = std::int64_t(1) << 40;

class File {
public:
    explicit File(const std::string& path) : path_(path), fd_(::open(path.c_str(), O_RDONLY)) {
        if (fd_ < 0)
            throw failure(path, "cannot open the file");
    }
    ~File() { ::close(fd_); }
    File(const File&) = delete;
    File& operator=(const File&) = delete;

    void readAt(std::uint64_t offset, std::size_t size, char* out, const std::string& tensor) {
        std::size_t done = 0;
        while (done < size) {
            const ssize_t n = ::pread(fd_, out + done, size - done, off_t(offset + done));
            if (n <= 0)
                throw failure(path_, "tensor '" + tensor + "': read " + std::to_string(done) +
                                         " of " + std::to_string(size) + " bytes (truncated?)");
            done += std::size_t(n);
        }
    }

private:
    std::string path_;
    int fd_;
};

} // namespace

std::string LoadedWeights::describe() const {
    return "loaded from " + directory + " (" + std::to_string(tensors) + " tensors, SHA-256 of " +
           index_file + " " + index_sha256 + ")";
}

LoadedWeights loadSafetensorsWeights(Decoder& model, const std::string& directory) {
    std::error_code error;
    std::vector<std::string> files;
    for (const auto& entry : fs::directory_iterator(directory, error))
        if (entry.path().extension() == ".safetensors")
            files.push_back(entry.path().string());
    if (error || files.empty())
        throw failure(directory, "no *.safetensors files to load the weights from");
    std::sort(files.begin(), files.end());

    // Hugging Face name -> the decoder parameter it fills.
    std::map<std::string, torch::Tensor> wanted;
    for (const auto& item : model.named_parameters())
        if (const std::string name = huggingFaceName(item.key()); !name.empty())
            wanted.emplace(name, item.value());

    torch::NoGradGuard noGrad;
    LoadedWeights loaded;
    loaded.directory = directory;
    std::map<std::string, bool> filled;
    std::vector<char> buffer; // reused: host memory stays near the largest tensor
    for (const auto& file : files) {
        SafetensorsHeader header;
        try {
            // A FIFO or device named *.safetensors would block or never end.
            checkRegularFile(file, kMaxWeightFileBytes, "model.local_dir");
        } catch (const FileError& e) {
            throw failure(file, e.detail());
        }
        try {
            header = readSafetensorsHeader(file);
        } catch (const YAML::Exception& e) {
            throw failure(file, "malformed JSON header: " + e.msg);
        }
        File in(file);
        for (const auto& tensor : header.tensors) {
            const auto target = wanted.find(tensor.name);
            if (target == wanted.end())
                continue; // a later block of a proxy, rotary tables, biases the pilot lacks
            torch::Tensor& parameter = target->second;
            const torch::Dtype dtype = torchDtype(file, tensor);
            if (c10::IntArrayRef(tensor.shape) != parameter.sizes())
                throw failure(file, "tensor '" + tensor.name + "' has shape " +
                                        shapeText(tensor.shape) + ", the pilot's model needs " +
                                        shapeText(parameter.sizes()));
            buffer.resize(tensor.end - tensor.begin);
            in.readAt(header.data_start + tensor.begin, buffer.size(), buffer.data(), tensor.name);
            // safetensors stores little-endian data, as every host the pilot runs on.
            parameter.copy_(torch::from_blob(buffer.data(), tensor.shape, dtype));
            filled[tensor.name] = true;
        }
    }
    for (const auto& [name, parameter] : wanted) {
        if (filled.count(name))
            continue;
        if (name == "lm_head.weight" && filled.count("model.embed_tokens.weight")) {
            // Tied head: the checkpoint keeps only the embedding.
            parameter.copy_(wanted.at("model.embed_tokens.weight"));
            continue;
        }
        throw failure(directory, "no tensor '" + name + "' in the *.safetensors files");
    }
    loaded.tensors = int(filled.size());
    const fs::path index = fs::path(directory) / "model.safetensors.index.json";
    loaded.index_file = fs::exists(index, error) ? index.filename().string() : "config.json";
    const fs::path indexPath = fs::path(directory) / loaded.index_file;
    try {
        checkRegularFile(indexPath, kMaxJsonFileBytes, "model.local_dir");
        loaded.index_sha256 = sha256File(indexPath.string());
    } catch (const FileError& e) {
        throw failure(indexPath.string(), e.detail());
    } catch (const std::runtime_error& e) {
        throw failure(indexPath.string(), e.what());
    }
    return loaded;
}

} // namespace runcard::pilot
