// A C interface to SentencePiece, built as a module that runcard-pilot dlopens with RTLD_LOCAL |
// RTLD_DEEPBIND. Debian's libsentencepiece carries and exports its own protobuf-lite, which
// clashes with the libprotobuf that LibTorch loads (a crash in protobuf's static initialisers when
// both are linked into one process); loaded this way each library binds to its own protobuf.
#include <cstddef>
#include <cstring>
#include <sentencepiece_processor.h>
#include <string>
#include <vector>

extern "C" {

// Returns a processor, or null with the reason in `error` (size errorSize, NUL-terminated).
void* runcard_sp_load(const char* path, char* error, std::size_t errorSize) {
    auto* processor = new sentencepiece::SentencePieceProcessor();
    const auto status = processor->Load(path);
    if (status.ok())
        return processor;
    std::strncpy(error, status.ToString().c_str(), errorSize - 1);
    error[errorSize - 1] = '\0';
    delete processor;
    return nullptr;
}

void runcard_sp_free(void* processor) {
    delete static_cast<sentencepiece::SentencePieceProcessor*>(processor);
}

// Piece count, end-of-sentence id and unknown id (ids are -1 when the model has none).
void runcard_sp_info(const void* processor, int* pieces, int* eos, int* unk) {
    const auto* p = static_cast<const sentencepiece::SentencePieceProcessor*>(processor);
    *pieces = p->GetPieceSize();
    *eos = p->eos_id();
    *unk = p->unk_id();
}

// Encodes text into ids; `append(context, id)` receives each id in order.
void runcard_sp_encode(const void* processor, const char* text, std::size_t length,
                       void (*append)(void*, int), void* context) {
    const auto* p = static_cast<const sentencepiece::SentencePieceProcessor*>(processor);
    for (const int id : p->EncodeAsIds(std::string(text, length)))
        append(context, id);
}
}
