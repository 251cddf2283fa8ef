#include "pilot/run_support.h"

#include "pilot/durable_file.h"
#include "pilot/sha256.h"
#include "pilot/tokenizer.h"
#include "pilot/tracking_allocator.h"
#include "planner/plan.h"
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
            for (const auto& d : diagnostics) {
                json.beginObject()
                    .field("file", d.file)
                    .field("line", d.line)
                    .field("column", d.column)
                    .field("field", d.field)
                    .field("message", d.message);
                // A coded message's English sentence (the app's translation key) and its
                // arguments, for the app to show in its language.
                if (d.code != DiagnosticCode::Text) {
                    json.field("template", std::string(englishText(d.code)));
                    json.key("args").beginArray();
                    for (const DiagnosticArg& arg : d.args) {
                        json.beginObject().field("text", arg.text);
                        if (arg.numeric)
                            json.field("number", arg.number);
                        if (arg.phrase)
                            json.field("phrase", true);
                        json.endObject();
                    }
                    json.endArray();
                }
                json.endObject();
            }
            json.endArray();
        }
    });
}

bool isOutOfMemory(const std::exception& error) {
    if (TrackingAllocator::lastRefusal().happened)
        return true;
    // CUDA's caching allocator says "out of memory"; LibTorch's CPU allocator, when the host's
    // memory is exhausted, "can't allocate memory".
    const std::string what = error.what();
    return what.find("out of memory") != std::string::npos ||
           what.find("can't allocate memory") != std::string::npos;
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

void writeValidationFields(JsonWriter& json, const ValidationRecord& v) {
    json.field("step", v.step)
        .field("seconds", v.seconds)
        .field("loss", v.loss)
        .field("tokens", v.tokens)
        .field("batches", v.batches);
}

void writeCheckpointFields(JsonWriter& json, const CheckpointRecord& c) {
    json.field("step", c.step)
        .field("directory", c.directory)
        .field("bytes", c.bytes)
        .field("files", c.files)
        .field("contents", c.contents)
        .field("seconds", c.seconds)
        .field("serialize_s", c.serialize_s)
        .field("hash_s", c.hash_s)
        .field("write_s", c.write_s)
        .field("megabytes_per_s", c.megabytes_per_s);
}

void writeNotes(JsonWriter& json, const std::vector<PilotNote>& notes) {
    json.key("notes").beginArray();
    for (const PilotNote& note : notes)
        json.value(renderPilotNote(note));
    json.endArray();
    json.key("note_codes").beginArray();
    for (const PilotNote& note : notes) {
        json.beginObject().field("code", std::string(pilotNoteId(note.code)));
        json.key("args").beginArray();
        for (const std::string& arg : note.args)
            json.value(arg);
        json.endArray().endObject();
    }
    json.endArray();
}

void writeRevisions(JsonWriter& json, const Revisions& r) {
    const LibraryRevisions& lib = r.libraries;
    json.key("revisions")
        .beginObject()
        .field("runcard", r.runcard_version)
        .field("libtorch",
               lib.libtorch_package.empty() ? lib.libtorch_header : lib.libtorch_package)
        .field("libtorch_header", lib.libtorch_header)
        .field("libtorch_library", lib.libtorch_library)
        .field("aten_cpu_capability", lib.aten_cpu_capability)
        .field("blas", lib.blas)
        .field("blas_library", lib.blas_library)
        .field("onednn", lib.onednn)
        .field("device", r.device.name)
        .field("device_memory_bytes", r.device.total_bytes)
        .field("runtime", r.device.runtime)
        .field("pci_bus_id", r.device.pci_bus_id)
        .field("cpu", r.host.cpu_model)
        .field("cpu_id", lib.cpu_id)
        .field("cpu_flags", lib.cpu_flags)
        .field("logical_cpus", r.host.logical_cpus)
        .field("threads", r.device.threads)
        .field("interop_threads", lib.inter_op_threads)
        .field("thread_environment", lib.thread_environment)
        .field("os", r.host.os)
        .field("model_revision", r.model_revision)
        .field("architecture_hash", r.architecture_hash)
        .field("data_path", r.data_path)
        .field("data_bytes", r.data_bytes)
        .field("data_sha256", r.data_sha256)
        .field("card_sha256", r.card_sha256)
        .endObject();
}

DataFile openData(const RunCard& card, const PilotConfig& config, Revisions& revisions) {
    revisions.data_path = dataPath(card);
    DataFile data;
    try {
        // A SentencePiece model is a regular file of at most 1 GiB (a FIFO would hang its loader).
        constexpr std::int64_t kMaxTokenizerBytes = std::int64_t(1) << 30;
        const std::string model = card.data.tokenizer.empty()
                                      ? std::string()
                                      : cardRelativePath(card, card.data.tokenizer);
        if (!model.empty() && std::filesystem::exists(model))
            checkRegularFile(model, kMaxTokenizerBytes, "data.tokenizer");
        Tokenizer tokenizer = model.empty()
                                  ? Tokenizer::byteLevel(config.arch.vocab_size)
                                  : Tokenizer::sentencePiece(model, config.arch.vocab_size);
        data = openDataFile(revisions.data_path, card.data.text_field, std::move(tokenizer));
    } catch (const DataError&) {
        throw;
    } catch (const std::runtime_error& error) { // the tokenizer names its file
        throw DataError(error.what());
    }
    revisions.data_bytes = data.bytes;
    try {
        revisions.data_sha256 = sha256File(revisions.data_path);
    } catch (const std::runtime_error& error) {
        throw DataError(error.what());
    }
    return data;
}

Revisions baseRevisions(const PilotConfig& config) {
    Revisions r;
    r.runcard_version = RUNCARD_VERSION;
    r.libraries = libraryRevisions();
    r.host = hostInfo();
    r.model_revision = config.card.model.revision;
    r.architecture_hash = architectureHash(config.arch);
    r.card_sha256 = sha256Hex(toYaml(config.card));
    return r;
}

} // namespace runcard::pilot
