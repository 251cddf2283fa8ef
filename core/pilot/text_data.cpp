#include "pilot/text_data.h"

#include <algorithm>
#include <chrono>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <yaml-cpp/yaml.h>

namespace runcard::pilot {
namespace {

constexpr std::int64_t kMaxBytes = std::int64_t(256) << 20; // the pilot reads at most 256 MiB

bool looksLikeJsonLines(const std::string& path, const std::string& head) {
    const auto ends = [&](const std::string& suffix) {
        return path.size() >= suffix.size() &&
               path.compare(path.size() - suffix.size(), suffix.size(), suffix) == 0;
    };
    if (ends(".jsonl") || ends(".json") || ends(".ndjson"))
        return true;
    const auto first = head.find_first_not_of(" \t\r\n");
    return first != std::string::npos && head[first] == '{';
}

} // namespace

TokenizedCorpus readCorpus(const std::string& path, const std::string& textField,
                           std::int64_t vocabSize) {
    return readCorpus(path, textField, Tokenizer::byteLevel(vocabSize));
}

TokenizedCorpus readCorpus(const std::string& path, const std::string& textField,
                           const Tokenizer& tokenizer) {
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw std::runtime_error(path + ": data.path: cannot open the data file");
    std::string text;
    text.resize(std::size_t(kMaxBytes));
    in.read(text.data(), kMaxBytes);
    text.resize(std::size_t(in.gcount()));
    if (text.empty())
        throw std::runtime_error(path + ": data.path: the data file is empty");

    TokenizedCorpus corpus;
    corpus.bytes_read = std::int64_t(text.size());
    corpus.separator = tokenizer.separator();
    corpus.tokenizer = tokenizer.description();
    const auto add = [&](const std::string& document) {
        if (document.empty())
            return;
        corpus.documents.push_back(tokenizer.encode(document));
        corpus.tokens += std::int64_t(corpus.documents.back().size());
    };

    std::istringstream lines(text);
    std::string line;
    int lineNumber = 0;
    if (looksLikeJsonLines(path, text.substr(0, 4096))) {
        while (std::getline(lines, line)) {
            ++lineNumber;
            if (line.find_first_not_of(" \t\r") == std::string::npos)
                continue;
            if (lines.eof() && std::int64_t(text.size()) == kMaxBytes)
                break; // a line cut by the read limit
            YAML::Node object;
            try {
                object = YAML::Load(line);
            } catch (const YAML::Exception& error) {
                throw std::runtime_error(path + ":" + std::to_string(lineNumber) + ":" +
                                         std::to_string(error.mark.column + 1) +
                                         ": data.path: not a JSON object (" + error.msg + ")");
            }
            if (!object.IsMap() || !object[textField] || !object[textField].IsScalar())
                throw std::runtime_error(path + ":" + std::to_string(lineNumber) +
                                         ":1: data.text_field: no string field \"" + textField +
                                         "\" in this line");
            add(object[textField].as<std::string>());
        }
    } else {
        // Plain text: documents are separated by blank lines.
        std::string document;
        while (std::getline(lines, line)) {
            if (line.find_first_not_of(" \t\r") == std::string::npos) {
                add(document);
                document.clear();
            } else {
                document += line;
                document += '\n';
            }
        }
        add(document);
    }
    if (corpus.documents.empty())
        throw std::runtime_error(path + ": data.path: no text found");
    return corpus;
}

SampleSet::SampleSet(const TokenizedCorpus& corpus, std::size_t firstDocument,
                     std::size_t endDocument, SampleLayout layout)
    : layout_(layout), separator_(corpus.separator) {
    const std::int64_t window = layout.sequence_length + 1; // inputs and targets shifted by one
    if (layout.packed) {
        for (std::size_t d = firstDocument; d < endDocument; ++d) {
            stream_.insert(stream_.end(), corpus.documents[d].begin(), corpus.documents[d].end());
            stream_.push_back(separator_);
        }
        // Short corpora repeat so that at least one full batch exists.
        while (std::int64_t(stream_.size()) < window * layout.micro_batch + 1 && !stream_.empty())
            stream_.insert(stream_.end(), stream_.begin(), stream_.end());
        count_ = (std::int64_t(stream_.size()) - 1) / layout.sequence_length;
    } else {
        for (std::size_t d = firstDocument; d < endDocument; ++d) {
            const auto& doc = corpus.documents[d];
            padded_.emplace_back(doc.begin(),
                                 doc.begin() + std::min<std::int64_t>(window, doc.size()));
        }
        count_ = std::int64_t(padded_.size());
    }
}

Batch SampleSet::batch(std::int64_t position) const {
    const std::int64_t s = layout_.sequence_length;
    const std::int64_t b = layout_.micro_batch;
    Batch out;
    out.position = position;
    out.inputs.assign(std::size_t(b * s), separator_);
    out.targets.assign(std::size_t(b * s), kIgnoreIndex);
    for (std::int64_t row = 0; row < b; ++row) {
        const std::int64_t sample = (position * b + row) % count_;
        std::int64_t* inputs = out.inputs.data() + row * s;
        std::int64_t* targets = out.targets.data() + row * s;
        if (layout_.packed) {
            const std::int64_t start = sample * s;
            for (std::int64_t t = 0; t < s; ++t) {
                inputs[t] = stream_[std::size_t(start + t)];
                targets[t] = stream_[std::size_t(start + t + 1)];
            }
            out.real_tokens += s;
        } else {
            const auto& doc = padded_[std::size_t(sample)];
            const std::int64_t length = std::int64_t(doc.size());
            for (std::int64_t t = 0; t + 1 < length; ++t) {
                inputs[t] = doc[std::size_t(t)];
                targets[t] = doc[std::size_t(t + 1)];
            }
            out.real_tokens += std::max<std::int64_t>(0, length - 1);
        }
    }
    return out;
}

BatchLoader::BatchLoader(const SampleSet& samples, std::int64_t startPosition, int prefetch,
                         std::int64_t offset, std::int64_t stride)
    : samples_(samples), produced_(startPosition), consumed_(startPosition),
      prefetch_(std::size_t(std::max(1, prefetch))), offset_(offset), stride_(stride),
      thread_([this] { run(); }) {}

BatchLoader::~BatchLoader() {
    {
        std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    changed_.notify_all();
    thread_.join();
}

void BatchLoader::run() {
    for (;;) {
        std::int64_t position;
        {
            std::unique_lock lock(mutex_);
            changed_.wait(lock, [&] { return stopping_ || queue_.size() < prefetch_; });
            if (stopping_)
                return;
            position = produced_++;
        }
        Batch batch = samples_.batch(offset_ + position * stride_);
        {
            std::lock_guard lock(mutex_);
            queue_.push_back(std::move(batch));
        }
        changed_.notify_all();
    }
}

Batch BatchLoader::next(double* waitSeconds) {
    const auto start = std::chrono::steady_clock::now();
    std::unique_lock lock(mutex_);
    changed_.wait(lock, [&] { return !queue_.empty(); });
    Batch batch = std::move(queue_.front());
    queue_.pop_front();
    ++consumed_;
    lock.unlock();
    changed_.notify_all();
    if (waitSeconds)
        *waitSeconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return batch;
}

} // namespace runcard::pilot
