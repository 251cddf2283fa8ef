#include "planner/safetensors_header.h"

#include "planner/file_io.h"
#include "planner/json_reader.h"

#include <algorithm>
#include <functional>
#include <limits>
#include <map>

namespace runcard {

namespace {

// safetensors headers: 8-byte little-endian header length N, N bytes of JSON, then the data.
// Format and the checks below: huggingface/safetensors README ("Format") and
// safetensors/src/tensor.rs (SafeTensors::read_metadata, Metadata::validate, Dtype::bitsize).

constexpr std::uint64_t maxSafetensorsHeader = 100'000'000; // tensor.rs MAX_HEADER_SIZE

// Bits per element (tensor.rs Dtype::bitsize); 0 for a dtype the format does not define.
int dtypeBits(const std::string& dtype) {
    static const std::map<std::string, int> bits{
        {"F4", 4},   {"F6_E2M3", 6}, {"F6_E3M2", 6}, {"BOOL", 8},    {"U8", 8},
        {"I8", 8},   {"F8_E5M2", 8}, {"F8_E4M3", 8}, {"F8_E8M0", 8}, {"I16", 16},
        {"U16", 16}, {"F16", 16},    {"BF16", 16},   {"I32", 32},    {"U32", 32},
        {"F32", 32}, {"I64", 64},    {"U64", 64},    {"F64", 64},    {"C64", 64}};
    const auto found = bits.find(dtype);
    return found == bits.end() ? 0 : found->second;
}

std::string range(std::uint64_t begin, std::uint64_t end) {
    return "[" + std::to_string(begin) + ", " + std::to_string(end) + "]";
}

// Every data byte belongs to exactly one tensor: sorted by offset, each tensor starts where the
// previous one ends and the last ends at the end of the file (tensor.rs Metadata::validate,
// MetadataIncompleteBuffer).
void checkDataLayout(const std::vector<SafetensorsTensor>& tensors, std::uint64_t dataSize,
                     const std::function<InputError(const std::string&)>& fail) {
    std::vector<const SafetensorsTensor*> order;
    for (const auto& tensor : tensors)
        order.push_back(&tensor);
    std::sort(order.begin(), order.end(), [](const auto* a, const auto* b) {
        return std::tie(a->begin, a->end) < std::tie(b->begin, b->end);
    });
    std::uint64_t position = 0;
    const SafetensorsTensor* previous = nullptr;
    for (const SafetensorsTensor* tensor : order) {
        if (tensor->begin < position)
            throw fail("tensor '" + tensor->name + "': data_offsets " +
                       range(tensor->begin, tensor->end) + " overlap tensor '" + previous->name +
                       "' " + range(previous->begin, previous->end));
        if (tensor->begin > position)
            throw fail("tensor '" + tensor->name + "': data_offsets " +
                       range(tensor->begin, tensor->end) + " leave a gap of " +
                       std::to_string(tensor->begin - position) + " bytes after byte " +
                       std::to_string(position));
        position = tensor->end;
        previous = tensor;
    }
    if (position != dataSize)
        throw fail("the tensors cover " + std::to_string(position) + " of the " +
                   std::to_string(dataSize) + " data bytes; " +
                   std::to_string(dataSize - position) + " bytes belong to no tensor");
}

SafetensorsTensor readTensorInfo(const std::string& name, const JsonValue& tensor,
                                 std::uint64_t dataSize,
                                 const std::function<InputError(const std::string&)>& fail) {
    const std::string where = "tensor '" + name + "': ";
    const JsonValue* dtype = tensor.find("dtype");
    const JsonValue* shape = tensor.find("shape");
    const JsonValue* offsets = tensor.find("data_offsets");
    if (!tensor.isObject() || !dtype || !dtype->isString() || !shape || !shape->isArray() ||
        !offsets || !offsets->isArray() || offsets->items.size() != 2)
        throw fail(where + "expected {dtype, shape, data_offsets}");
    SafetensorsTensor info;
    info.name = name;
    info.dtype = dtype->text;
    const int bits = dtypeBits(info.dtype);
    if (bits == 0)
        throw fail(where + "unknown dtype '" + info.dtype +
                   "' (one of BOOL, U8, I8, I16, U16, I32, U32, I64, U64, F4, F6_E2M3, F6_E3M2, "
                   "F8_E4M3, F8_E5M2, F8_E8M0, F16, BF16, F32, F64, C64)");
    std::uint64_t elements = 1;
    for (const JsonValue& dimension : shape->items) {
        const auto size = dimension.toUint64();
        if (!size)
            throw fail(where + "shape and data_offsets must be non-negative integers");
        info.shape.push_back(static_cast<std::int64_t>(std::min<std::uint64_t>(
            *size, std::uint64_t(std::numeric_limits<std::int64_t>::max()))));
        // tensor.rs refuses a product that overflows (ValidationOverflow), whatever follows.
        if (__builtin_mul_overflow(elements, *size, &elements))
            throw fail(where + "shape too large");
    }
    const auto begin = offsets->items[0].toUint64();
    const auto end = offsets->items[1].toUint64();
    if (!begin || !end)
        throw fail(where + "shape and data_offsets must be non-negative integers");
    if (*end < *begin)
        throw fail(where + "data_offsets " + range(*begin, *end) + " end before they begin");
    if (*end > dataSize)
        throw fail(where + "data_offsets " + range(*begin, *end) + " reach past the " +
                   std::to_string(dataSize) + " data bytes in the file (truncated?)");
    std::uint64_t bitCount = 0;
    if (__builtin_mul_overflow(elements, std::uint64_t(bits), &bitCount))
        throw fail(where + "shape too large");
    if (bitCount % 8 != 0)
        throw fail(where + std::to_string(elements) + " " + info.dtype +
                   " elements do not fill whole bytes");
    if (bitCount / 8 != *end - *begin)
        throw fail(where + std::to_string(elements) + " " + info.dtype + " elements need " +
                   std::to_string(bitCount / 8) + " bytes, data_offsets span " +
                   std::to_string(*end - *begin));
    // Bounded by the file size now (a byte holds at most two elements).
    info.elements = static_cast<std::int64_t>(elements);
    info.begin = *begin;
    info.end = *end;
    return info;
}

} // namespace

SafetensorsHeader readSafetensorsHeader(const std::string& file) {
    const auto fail = [&](const std::string& message) {
        return InputError(Diagnostic{file, 0, 0, "", message});
    };
    const RegularFile in(file);
    const std::uint64_t fileSize = in.size();
    if (fileSize < 8)
        throw fail("truncated: " + std::to_string(fileSize) +
                   " bytes, too short for the 8-byte header length");
    const std::string lengthBytes = in.read(0, 8);
    std::uint64_t headerLength = 0;
    for (int i = 7; i >= 0; --i)
        headerLength = (headerLength << 8) | static_cast<unsigned char>(lengthBytes[i]);
    if (headerLength > fileSize - 8)
        throw fail("header length " + std::to_string(headerLength) + " bytes exceeds the " +
                   std::to_string(fileSize - 8) + " bytes after the length field (truncated?)");
    if (headerLength > maxSafetensorsHeader)
        throw fail("header length " + std::to_string(headerLength) +
                   " bytes exceeds the safetensors limit of 100 MB");
    const std::string header = in.read(8, static_cast<std::size_t>(headerLength));

    const std::size_t first = header.find_first_not_of(" \t\r\n");
    if (first == std::string::npos || header[first] != '{')
        throw fail("malformed JSON header: expected '{' at byte 8");
    JsonValue root;
    try {
        root = parseJson(header);
    } catch (const JsonSyntaxError& e) {
        throw fail("malformed JSON header at byte " + std::to_string(8 + e.offset) + ": " +
                   e.what());
    }

    const std::uint64_t dataSize = fileSize - 8 - headerLength;
    SafetensorsHeader result;
    result.file = file;
    result.data_start = 8 + headerLength;
    for (const auto& [name, tensor] : root.members) {
        if (name == "__metadata__") {
            // tensor.rs: Option<HashMap<String, String>>.
            const bool strings =
                tensor.isObject() && std::all_of(tensor.members.begin(), tensor.members.end(),
                                                 [](const auto& m) { return m.value.isString(); });
            if (!strings)
                throw fail("__metadata__: expected an object of strings");
            continue;
        }
        result.tensors.push_back(readTensorInfo(name, tensor, dataSize, fail));
    }
    checkDataLayout(result.tensors, dataSize, fail);
    return result;
}

} // namespace runcard
