// A safetensors file through readSafetensorsHeader: an accepted header covers the data exactly
// once, so the tensors' byte ranges and element counts stay within the file.
#include "fuzz_support.h"
#include "planner/safetensors_header.h"

using namespace runcard;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const fuzz::MemoryFile file(fuzz::asText(data, size));
    SafetensorsHeader header;
    try {
        header = readSafetensorsHeader(file.path());
    } catch (const InputError&) {
        return 0;
    }
    std::uint64_t covered = 0;
    std::int64_t elements = 0;
    for (const SafetensorsTensor& tensor : header.tensors) {
        covered += tensor.end - tensor.begin;
        if (tensor.elements < 0 || __builtin_add_overflow(elements, tensor.elements, &elements))
            std::abort();
    }
    if (header.data_start + covered != size)
        std::abort();
    return 0;
}
