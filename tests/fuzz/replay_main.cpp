// A main for a fuzz harness built without libFuzzer (GCC): runs every seed of SEEDS, then for
// SECONDS random mutations of them (bit flips, byte changes, cuts, insertions, splices), without
// coverage guidance. A failing input is written to FINDINGS before the harness runs it.
// Usage: HARNESS SEEDS SECONDS [FINDINGS]
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <random>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace {

std::string mutate(std::string input, const std::vector<std::string>& seeds, std::mt19937& random) {
    const auto pick = [&](std::size_t bound) {
        return bound == 0 ? std::size_t(0) : std::size_t(random() % bound);
    };
    for (int edits = 1 + int(pick(4)); edits > 0; --edits) {
        switch (pick(6)) {
        case 0: // flip a bit
            if (!input.empty())
                input[pick(input.size())] ^= char(1 << pick(8));
            break;
        case 1: // an interesting byte
            if (!input.empty())
                input[pick(input.size())] = "\0\xff-9.e\"{}[],:\n"[pick(14)];
            break;
        case 2: // cut
            input.resize(pick(input.size() + 1));
            break;
        case 3: // delete a run
            if (!input.empty()) {
                const std::size_t at = pick(input.size());
                input.erase(at, pick(16));
            }
            break;
        case 4: // duplicate a run
            if (!input.empty()) {
                const std::size_t at = pick(input.size());
                input.insert(pick(input.size()), input.substr(at, pick(32)));
            }
            break;
        default: { // splice another seed
            const std::string& other = seeds[pick(seeds.size())];
            input = input.substr(0, pick(input.size() + 1)) + other.substr(pick(other.size() + 1));
        }
        }
    }
    return input;
}

void run(const std::string& input, const std::filesystem::path& findings) {
    // Written first: if the harness crashes, the input that did it is on disk.
    std::ofstream(findings / "current-input", std::ios::binary) << input;
    LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(input.data()), input.size());
}

} // namespace

int main(int argc, char** argv) {
    if (argc != 3 && argc != 4) {
        std::cerr << "usage: " << argv[0] << " SEEDS SECONDS [FINDINGS]\n";
        return 64;
    }
    const std::filesystem::path findings =
        argc == 4 ? argv[3] : std::filesystem::temp_directory_path();
    std::filesystem::create_directories(findings);
    std::vector<std::string> seeds;
    for (const auto& entry : std::filesystem::directory_iterator(argv[1])) {
        std::ifstream in(entry.path(), std::ios::binary);
        seeds.emplace_back(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    }
    if (seeds.empty())
        seeds.emplace_back();
    for (const std::string& seed : seeds)
        run(seed, findings);
    std::mt19937 random(20261201);
    const auto end = std::chrono::steady_clock::now() + std::chrono::seconds(std::stoi(argv[2]));
    long executions = long(seeds.size());
    while (std::chrono::steady_clock::now() < end) {
        run(mutate(seeds[std::size_t(random() % seeds.size())], seeds, random), findings);
        ++executions;
    }
    std::filesystem::remove(findings / "current-input");
    std::printf("executions: %ld (replay and random mutation, no coverage guidance)\n", executions);
    return 0;
}
