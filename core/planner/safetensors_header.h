// The header of a *.safetensors file: its tensors' names, dtypes, shapes and byte ranges.
#pragma once

#include "planner/diagnostics.h" // InputError, which these readers throw

#include <cstdint>
#include <string>
#include <vector>

namespace runcard {

// One *.safetensors file's header: 8-byte little-endian length N, N bytes of JSON, then the data.
// Each tensor's bytes lie at [data_start + begin, data_start + end) of the file.
struct SafetensorsTensor {
    std::string name;
    std::string dtype; // as written: "F32", "BF16", ...
    std::vector<std::int64_t> shape;
    std::int64_t elements = 0;
    std::uint64_t begin = 0, end = 0; // data_offsets, relative to data_start
};
struct SafetensorsHeader {
    std::string file;
    std::uint64_t data_start = 0;
    std::vector<SafetensorsTensor> tensors; // in header order, without __metadata__
};
// Reads only the header (a regular file; the JSON parsed strictly) and checks it as the
// safetensors library does: known dtypes, byte counts that match the shapes, offsets that cover
// the data exactly once (no overlap, no gap, nothing past the end). Throws InputError naming the
// file (and the tensor) for a truncated or malformed file.
SafetensorsHeader readSafetensorsHeader(const std::string& file);

} // namespace runcard
