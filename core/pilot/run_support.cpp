#include "pilot/run_support.h"

#include "pilot/sha256.h"
#include "pilot/tokenizer.h"
#include "pilot/tracking_allocator.h"
#include "planner/resources.h"
#include "planner/run_card_yaml.h"

#include <bit>
#include <cstdio>
#include <filesystem>
#include <iostream>

namespace fs = std::filesystem;

namespace runcard::pilot {
namespace {

constexpr const char* kDefaultCorpus = "data/public-domain-corpus.jsonl";

std::string cardRelativePath(const RunCard& card, const std::string& file) {
    fs::path path(file);
    if (path.is_relative() && !card.source_path.empty())
        path = fs::path(card.source_path).parent_path() / path;
    return path.lexically_normal().string();
}

std::string dataPath(const RunCard& card) {
    if (card.data.path.empty())
        return resourcePath(kDefaultCorpus);
    return cardRelativePath(card, card.data.path);
}

} // namespace

std::string lossBits(float loss) {
    char hex[16];
    std::snprintf(hex, sizeof hex, "%08x", std::bit_cast<std::uint32_t>(loss));
    return hex;
}

// LibTorch errors carry a C++ backtrace after the message; users get the message.
std::string firstLines(const std::string& text) {
    return text.substr(0, text.find("\nException raised from"));
}

void reportError(EventStream& events, const std::string& kind, const std::string& fullMessage,
                 const Diagnostics& diagnostics) {
    const std::string message = firstLines(fullMessage);
    std::cerr << "runcard-pilot: " << message << '\n';
    events.emit("error", [&](JsonWriter& json) {
        json.field("kind", kind).field("message", message);
        if (!diagnostics.empty()) {
            json.key("diagnostics").beginArray();
            for (const auto& d : diagnostics)
                json.beginObject()
                    .field("file", d.file)
                    .field("line", d.line)
                    .field("column", d.column)
                    .field("field", d.field)
                    .field("message", d.message)
                    .endObject();
            json.endArray();
        }
    });
}

bool isOutOfMemory(const std::exception& error) {
    if (TrackingAllocator::lastRefusal().happened)
        return true;
    const std::string what = error.what();
    return what.find("out of memory") != std::string::npos;
}

void writeMemory(JsonWriter& json, const MemoryEstimate& memory) {
    const MemoryBreakdown& b = memory.breakdown;
    json.key("predicted")
        .beginObject()
        .field("peak_allocated_bytes", memory.peak_allocated_bytes)
        .key("breakdown")
        .beginObject()
        .field("weights", b.weights)
        .field("gradients", b.gradients)
        .field("optimizer", b.optimizer)
        .field("adapters", b.adapters)
        .field("activations", b.activations)
        .field("logits", b.logits)
        .field("buffers", b.buffers)
        .endObject()
        .endObject();
}

void writeRevisions(JsonWriter& json, const Revisions& r) {
    json.key("revisions")
        .beginObject()
        .field("runcard", r.runcard_version)
        .field("libtorch", r.libtorch)
        .field("device", r.device.name)
        .field("device_memory_bytes", r.device.total_bytes)
        .field("runtime", r.device.runtime)
        .field("cpu", r.host.cpu_model)
        .field("logical_cpus", r.host.logical_cpus)
        .field("threads", r.device.threads)
        .field("os", r.host.os)
        .field("model_revision", r.model_revision)
        .field("architecture_hash", r.architecture_hash)
        .field("data_path", r.data_path)
        .field("data_sha256", r.data_sha256)
        .field("card_sha256", r.card_sha256)
        .endObject();
}

std::shared_ptr<const TokenizedCorpus> loadCorpus(const RunCard& card, const PilotConfig& config,
                                                  Revisions& revisions) {
    revisions.data_path = dataPath(card);
    revisions.data_sha256 = sha256File(revisions.data_path);
    const Tokenizer tokenizer =
        card.data.tokenizer.empty()
            ? Tokenizer::byteLevel(config.arch.vocab_size)
            : Tokenizer::sentencePiece(cardRelativePath(card, card.data.tokenizer),
                                       config.arch.vocab_size);
    return std::make_shared<TokenizedCorpus>(
        readCorpus(revisions.data_path, card.data.text_field, tokenizer));
}

Revisions baseRevisions(const PilotConfig& config) {
    Revisions r;
    r.libtorch = Trainer::libtorchVersion();
    r.host = hostInfo();
    r.model_revision = config.card.model.revision;
    r.architecture_hash = architectureHash(config.arch);
    r.card_sha256 = sha256Hex(toYaml(config.card));
    return r;
}

} // namespace runcard::pilot
