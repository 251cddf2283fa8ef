#include "pilot/tokenizer.h"

#include "pilot/sha256.h"

#include <fstream>
#include <stdexcept>

#ifdef RUNCARD_PILOT_SENTENCEPIECE
#include <dlfcn.h>
#include <filesystem>
#endif

namespace runcard::pilot {

#ifdef RUNCARD_PILOT_SENTENCEPIECE

// SentencePiece lives in a module loaded with RTLD_LOCAL | RTLD_DEEPBIND (sentencepiece_module.cpp
// says why); these are its C entry points.
struct Tokenizer::Model {
    using Free = void (*)(void*);
    using Encode = void (*)(const void*, const char*, std::size_t, void (*)(void*, int), void*);
    void* processor = nullptr;
    Free free = nullptr;
    Encode encode = nullptr;
    ~Model() {
        if (processor)
            free(processor);
    }
};

namespace {

void* sentencePieceModule(const std::string& modelPath) {
    static void* const module = []() -> void* {
        // Next to the executable, in the installed LIBDIR/runcard, else where the build put it.
        std::error_code error;
        const auto exe = std::filesystem::read_symlink("/proc/self/exe", error);
        for (const std::string& candidate :
             {(exe.parent_path() / RUNCARD_SENTENCEPIECE_MODULE_NAME).string(),
              (exe.parent_path() / RUNCARD_SENTENCEPIECE_MODULE_FROM_BINDIR /
               RUNCARD_SENTENCEPIECE_MODULE_NAME)
                  .string(),
              std::string(RUNCARD_SENTENCEPIECE_MODULE_PATH)})
            if (void* handle = dlopen(candidate.c_str(), RTLD_NOW | RTLD_LOCAL | RTLD_DEEPBIND))
                return handle;
        return nullptr;
    }();
    if (!module)
        throw std::runtime_error(modelPath + ": data.tokenizer: the SentencePiece module " +
                                 RUNCARD_SENTENCEPIECE_MODULE_NAME + " cannot be loaded");
    return module;
}

template <typename Function> Function entry(void* module, const char* name) {
    return reinterpret_cast<Function>(dlsym(module, name));
}

} // namespace

Tokenizer Tokenizer::sentencePiece(const std::string& modelPath, std::int64_t vocabSize) {
    if (!std::ifstream(modelPath, std::ios::binary))
        throw std::runtime_error(modelPath +
                                 ": data.tokenizer: cannot open the SentencePiece model file");
    void* module = sentencePieceModule(modelPath);
    using Load = void* (*)(const char*, char*, std::size_t);
    using Info = void (*)(const void*, int*, int*, int*);
    auto model = std::make_shared<Model>();
    model->free = entry<Model::Free>(module, "runcard_sp_free");
    model->encode = entry<Model::Encode>(module, "runcard_sp_encode");
    const auto load = entry<Load>(module, "runcard_sp_load");
    const auto info = entry<Info>(module, "runcard_sp_info");
    char reason[256] = {};
    model->processor = load(modelPath.c_str(), reason, sizeof reason);
    if (!model->processor)
        throw std::runtime_error(modelPath +
                                 ": data.tokenizer: not a valid SentencePiece model file");
    int pieces = 0, eos = -1, unk = 0;
    info(model->processor, &pieces, &eos, &unk);
    if (pieces > vocabSize)
        throw std::runtime_error(modelPath + ": data.tokenizer: the SentencePiece vocabulary has " +
                                 std::to_string(pieces) +
                                 " pieces, more than the architecture's vocab_size " +
                                 std::to_string(vocabSize));
    Tokenizer tokenizer;
    tokenizer.vocabulary_ = pieces;
    tokenizer.separator_ = eos >= 0 ? eos : unk;
    tokenizer.description_ = "sentencepiece " + modelPath + " (vocab " + std::to_string(pieces) +
                             ", SHA-256 " + sha256File(modelPath) + ")";
    tokenizer.model_ = std::move(model);
    return tokenizer;
}

#else

struct Tokenizer::Model {};

Tokenizer Tokenizer::sentencePiece(const std::string& modelPath, std::int64_t) {
    throw std::runtime_error(modelPath + ": data.tokenizer: this runcard-pilot was built without "
                                         "SentencePiece; remove data.tokenizer to train on "
                                         "byte-level tokens");
}

#endif

Tokenizer Tokenizer::byteLevel(std::int64_t vocabSize) {
    Tokenizer tokenizer;
    tokenizer.vocabulary_ = vocabSize;
    return tokenizer;
}

std::vector<std::int64_t> Tokenizer::encode(const std::string& text) const {
    std::vector<std::int64_t> tokens;
#ifdef RUNCARD_PILOT_SENTENCEPIECE
    if (model_) {
        model_->encode(
            model_->processor, text.data(), text.size(),
            [](void* out, int id) { static_cast<std::vector<std::int64_t>*>(out)->push_back(id); },
            &tokens);
        return tokens;
    }
#endif
    tokens.reserve(text.size());
    for (const unsigned char c : text)
        tokens.push_back(std::int64_t(c) % vocabulary_);
    return tokens;
}

bool Tokenizer::sentencePieceAvailable() {
#ifdef RUNCARD_PILOT_SENTENCEPIECE
    return true;
#else
    return false;
#endif
}

} // namespace runcard::pilot
