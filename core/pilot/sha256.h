// SHA-256 (FIPS 180-4), for data-file revisions and checkpoint manifests. Self-contained so the
// pilot needs no crypto library.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace runcard::pilot {

class Sha256 {
public:
    Sha256();
    void update(const void* data, std::size_t size);
    void update(std::string_view text) { update(text.data(), text.size()); }
    std::array<std::uint8_t, 32> digest(); // finishes; call once
    std::string hexDigest();

private:
    void compress(const std::uint8_t* block);
    std::array<std::uint32_t, 8> state_;
    std::array<std::uint8_t, 64> buffer_{};
    std::size_t buffered_ = 0;
    std::uint64_t totalBytes_ = 0;
};

std::string sha256Hex(std::string_view bytes);
// Streams the file; throws std::runtime_error naming the file when it cannot be read.
std::string sha256File(const std::string& path);

} // namespace runcard::pilot
