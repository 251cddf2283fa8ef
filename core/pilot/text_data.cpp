#include "pilot/text_data.h"

#include "pilot/durable_file.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <fcntl.h>
#include <unistd.h>
#include <yaml-cpp/yaml.h>

namespace runcard::pilot {
namespace {

constexpr std::size_t kChunkBytes = 1 << 16;

bool hasJsonName(const std::string& path) {
    for (const char* suffix : {".jsonl", ".json", ".ndjson"}) {
        const std::string s(suffix);
        if (path.size() >= s.size() && path.compare(path.size() - s.size(), s.size(), s) == 0)
            return true;
    }
    return false;
}

bool isBlank(const std::string& line) {
    return line.find_first_not_of(" \t\r") == std::string::npos;
}

// Reads the data file with plain read(2) calls, a chunk at a time.
class FileSource final : public ByteSource {
public:
    explicit FileSource(const std::string& path) : path_(path) {
        fd_ = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
        if (fd_ < 0)
            throw DataError(FileError(path, "data.path: cannot be opened", errno).what());
    }
    ~FileSource() override { ::close(fd_); }
    std::size_t read(char* buffer, std::size_t size) override {
        for (;;) {
            const ssize_t n = ::read(fd_, buffer, size);
            if (n >= 0)
                return std::size_t(n);
            if (errno != EINTR)
                throw DataError(FileError(path_, "data.path: cannot be read", errno).what());
        }
    }

private:
    std::string path_;
    int fd_ = -1;
};

} // namespace

DataFile openDataFile(const std::string& path, const std::string& textField, Tokenizer tokenizer) {
    DataFile data;
    data.path = path;
    data.text_field = textField;
    try {
        data.bytes = checkRegularFile(path, kMaxDataFileBytes, "data.path");
    } catch (const FileError& error) {
        throw DataError(error.what());
    }
    if (data.bytes == 0)
        throw DataError(path + ": data.path: the data file is empty");
    data.open = [path] { return std::make_unique<FileSource>(path); };
    data.json_lines = hasJsonName(path);
    if (!data.json_lines) {
        char head[4096];
        const std::size_t n = FileSource(path).read(head, sizeof head);
        const std::string text(head, n);
        const auto first = text.find_first_not_of(" \t\r\n");
        data.json_lines = first != std::string::npos && text[first] == '{';
    }
    data.tokenizer = std::make_shared<const Tokenizer>(std::move(tokenizer));
    return data;
}

// --- documents ---------------------------------------------------------------------------------

DocumentStream::DocumentStream(const DataFile& data, Split split) : data_(data), split_(split) {}

DocumentStream::~DocumentStream() = default;

bool DocumentStream::inSplit(std::int64_t index) const {
    const bool held = index % kValidationEvery == kValidationEvery - 1;
    return split_ == Split::Validation && !fellBack_ ? held : !held;
}

bool DocumentStream::readLine(std::string* line) {
    if (!source_) {
        source_ = data_.open();
        buffer_.clear();
        offset_ = 0;
        sourceDone_ = false;
        line_ = 0;
        document_ = 0;
        yieldedThisPass_ = 0;
    }
    for (;;) {
        const std::size_t end = buffer_.find('\n', offset_);
        if (end != std::string::npos || (sourceDone_ && offset_ < buffer_.size())) {
            const std::size_t stop = end == std::string::npos ? buffer_.size() : end;
            line->assign(buffer_, offset_, stop - offset_);
            offset_ = end == std::string::npos ? buffer_.size() : end + 1;
            ++line_;
            return true;
        }
        if (sourceDone_)
            return false;
        if (std::int64_t(buffer_.size() - offset_) > kMaxDocumentBytes)
            throw DataError(data_.path + ":" + std::to_string(line_ + 1) +
                            ": data.path: a line longer than " + std::to_string(kMaxDocumentBytes) +
                            " bytes");
        buffer_.erase(0, offset_);
        offset_ = 0;
        const std::size_t before = buffer_.size();
        buffer_.resize(before + kChunkBytes);
        const std::size_t n = source_->read(buffer_.data() + before, kChunkBytes);
        buffer_.resize(before + n);
        sourceDone_ = n == 0;
    }
}

// The next document in file order: its text when it belongs to this split and is not empty.
DocumentStream::Read DocumentStream::nextDocument(std::string* text) {
    std::string line;
    text->clear();
    if (data_.json_lines) {
        while (readLine(&line)) {
            if (isBlank(line))
                continue;
            if (!inSplit(document_++))
                return Read::Other; // not parsed: this split's reader does not need it
            YAML::Node object;
            try {
                object = YAML::Load(line);
            } catch (const YAML::Exception& error) {
                throw DataError(data_.path + ":" + std::to_string(line_) + ":" +
                                std::to_string(error.mark.column + 1) +
                                ": data.path: not a JSON object (" + error.msg + ")");
            }
            const YAML::Node field =
                object.IsMap() ? object[data_.text_field] : YAML::Node(YAML::NodeType::Undefined);
            if (!field.IsDefined() || !field.IsScalar())
                throw DataError(data_.path + ":" + std::to_string(line_) +
                                ":1: data.text_field: no string field \"" + data_.text_field +
                                "\" in this line");
            *text = field.as<std::string>();
            return text->empty() ? Read::Other : Read::Text;
        }
        return Read::End;
    }
    // Plain text: documents are separated by blank lines.
    bool any = false;
    while (readLine(&line)) {
        if (isBlank(line)) {
            if (any)
                break;
            continue;
        }
        any = true;
        if (std::int64_t(text->size() + line.size()) > kMaxDocumentBytes)
            throw DataError(data_.path + ":" + std::to_string(line_) +
                            ": data.path: a document longer than " +
                            std::to_string(kMaxDocumentBytes) + " bytes");
        *text += line;
        *text += '\n';
    }
    if (!any)
        return Read::End;
    return inSplit(document_++) ? Read::Text : Read::Other;
}

std::vector<std::int64_t> DocumentStream::next() {
    std::string text;
    for (;;) {
        const Read read = nextDocument(&text);
        if (read == Read::Text) {
            ++yieldedThisPass_;
            return data_.tokenizer->encode(text);
        }
        if (read == Read::Other)
            continue;
        // The end of a pass: the next one starts from the top of the file.
        source_.reset();
        ++passes_;
        if (yieldedThisPass_ > 0)
            continue;
        if (split_ == Split::Validation && !fellBack_ && document_ > 0)
            fellBack_ = true; // fewer than kValidationEvery documents: validate on the others
        else
            throw DataError(data_.path + ": data.path: no text found");
    }
}

// --- samples -----------------------------------------------------------------------------------

SampleStream::SampleStream(const DataFile& data, Split split, SampleLayout layout,
                           std::int64_t startPosition)
    : documents_(data, split), layout_(layout), separator_(data.tokenizer->separator()) {
    // Skip to the start position: the samples before it are drawn and dropped, so the stream
    // after a restore is the one the original run saw.
    const std::int64_t s = layout_.sequence_length;
    if (layout_.packed) {
        std::int64_t skip = startPosition * layout_.micro_batch * s;
        while (skip > 0) {
            if (tokens_.empty()) {
                for (const std::int64_t t : documents_.next())
                    tokens_.push_back(t);
                tokens_.push_back(separator_);
            }
            const std::int64_t drop = std::min<std::int64_t>(skip, std::int64_t(tokens_.size()));
            tokens_.erase(tokens_.begin(), tokens_.begin() + drop);
            skip -= drop;
        }
    } else {
        for (std::int64_t i = 0; i < startPosition * layout_.micro_batch; ++i)
            documents_.next();
    }
    position_ = startPosition;
}

void SampleStream::fillPacked(std::int64_t* inputs, std::int64_t* targets) {
    const std::int64_t s = layout_.sequence_length;
    while (std::int64_t(tokens_.size()) < s + 1) {
        for (const std::int64_t t : documents_.next())
            tokens_.push_back(t);
        tokens_.push_back(separator_);
    }
    for (std::int64_t t = 0; t < s; ++t) {
        inputs[t] = tokens_[std::size_t(t)];
        targets[t] = tokens_[std::size_t(t + 1)];
    }
    tokens_.erase(tokens_.begin(), tokens_.begin() + s); // the last target starts the next
}

Batch SampleStream::next() {
    const std::int64_t s = layout_.sequence_length;
    const std::int64_t b = layout_.micro_batch;
    Batch out;
    out.position = position_++;
    if (layout_.packed) {
        out.columns = s;
        out.inputs.assign(std::size_t(b * s), separator_);
        out.targets.assign(std::size_t(b * s), kIgnoreIndex);
        for (std::int64_t row = 0; row < b; ++row)
            fillPacked(out.inputs.data() + row * s, out.targets.data() + row * s);
        out.real_tokens = b * s;
        return out;
    }
    // One document per row, cut to s + 1 tokens (s inputs, their s next-token targets).
    std::vector<std::vector<std::int64_t>> rows;
    std::int64_t longest = 1;
    for (std::int64_t row = 0; row < b; ++row) {
        rows.push_back(documents_.next());
        if (std::int64_t(rows.back().size()) > s + 1)
            rows.back().resize(std::size_t(s + 1));
        longest = std::max<std::int64_t>(longest, std::int64_t(rows.back().size()) - 1);
    }
    out.columns = layout_.pad_to_longest ? longest : s;
    out.inputs.assign(std::size_t(b * out.columns), separator_);
    out.targets.assign(std::size_t(b * out.columns), kIgnoreIndex);
    for (std::int64_t row = 0; row < b; ++row) {
        const std::vector<std::int64_t>& document = rows[std::size_t(row)];
        std::int64_t* inputs = out.inputs.data() + row * out.columns;
        std::int64_t* targets = out.targets.data() + row * out.columns;
        for (std::size_t t = 0; t + 1 < document.size(); ++t) {
            inputs[t] = document[t];
            targets[t] = document[t + 1];
        }
        out.real_tokens += std::max<std::int64_t>(0, std::int64_t(document.size()) - 1);
    }
    return out;
}

// --- loader thread -----------------------------------------------------------------------------

BatchLoader::BatchLoader(const DataFile& data, SampleLayout layout, std::int64_t startPosition,
                         int prefetch, std::int64_t offset, std::int64_t stride)
    : layout_(layout), consumed_(startPosition), prefetch_(std::size_t(std::max(1, prefetch))),
      offset_(offset), stride_(stride) {
    // The stream is built (and the skip to startPosition done) in the thread, so a restore's skip
    // counts as data wait, not as setup.
    thread_ = std::thread([this, data, startPosition] {
        try {
            stream_ = std::make_unique<SampleStream>(data, Split::Train, layout_,
                                                     offset_ + startPosition * stride_);
        } catch (...) {
            std::lock_guard lock(mutex_);
            failure_ = std::current_exception();
            changed_.notify_all();
            return;
        }
        run();
    });
}

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
        {
            std::unique_lock lock(mutex_);
            changed_.wait(lock, [&] { return stopping_ || queue_.size() < prefetch_; });
            if (stopping_)
                return;
        }
        Batch batch;
        try {
            batch = stream_->next(); // reads and tokenizes outside the lock
            for (std::int64_t other = 1; other < stride_; ++other)
                stream_->next(); // the other ranks' batches
        } catch (...) {
            std::lock_guard lock(mutex_);
            failure_ = std::current_exception();
            changed_.notify_all();
            return;
        }
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
    changed_.wait(lock, [&] { return !queue_.empty() || failure_; });
    if (queue_.empty())
        std::rethrow_exception(failure_);
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
