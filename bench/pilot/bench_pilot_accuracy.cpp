// Runs runcard-pilot on reference cards of a 125M-parameter Llama-style model (full and LoRA, fp32
// and bf16, checkpointing on and off, AdamW and SGD, three sequence lengths) and prints the
// planner's RuncardPilot prediction beside the measured peak tensor memory as a Markdown table
// (docs/validation-pilot.md). Usage: bench_pilot_accuracy WORK_DIR
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <sys/wait.h>
#include <vector>
#include <yaml-cpp/yaml.h>

namespace fs = std::filesystem;

struct Reference {
    std::string name;
    std::string training; // YAML lines under training:
};

int main(int argc, char** argv) {
    const fs::path work = argc > 1 ? argv[1] : "bench-pilot-accuracy";
    fs::create_directories(work);
    const std::string architecture = "  architecture:\n"
                                     "    layers: 12\n"
                                     "    hidden_size: 768\n"
                                     "    intermediate_size: 2048\n"
                                     "    attention_heads: 12\n"
                                     "    kv_heads: 4\n"
                                     "    vocab_size: 32000\n"
                                     "    tied_embeddings: false\n"
                                     "    mlp: swiglu\n";
    const std::vector<Reference> cards = {
        {"full-adamw-fp32-s256", "  method: full\n  optimizer: adamw\n  precision: fp32\n"
                                 "  sequence_length: 256\n"},
        {"full-adamw-fp32-ckpt-s512", "  method: full\n  optimizer: adamw\n  precision: fp32\n"
                                      "  sequence_length: 512\n  activation_checkpointing: full\n"},
        {"full-sgd-fp32-s128-b2", "  method: full\n  optimizer: sgd\n  precision: fp32\n"
                                  "  sequence_length: 128\n  micro_batch: 2\n"},
        {"lora-adamw-fp32-s256", "  method: lora\n  optimizer: adamw\n  precision: fp32\n"
                                 "  sequence_length: 256\n"},
        {"lora-adamw-fp32-ckpt-s512", "  method: lora\n  optimizer: adamw\n  precision: fp32\n"
                                      "  sequence_length: 512\n  activation_checkpointing: full\n"},
        {"lora-qv-sgd-momentum-fp32-s128",
         "  method: lora\n  optimizer: sgd-momentum\n  precision: fp32\n  sequence_length: 128\n"
         "  lora: {rank: 8, alpha: 16, dropout: 0, targets: [q, v]}\n"},
        {"full-adamw-bf16-s128", "  method: full\n  optimizer: adamw\n  precision: bf16\n"
                                 "  sequence_length: 128\n"},
        {"lora-adamw-bf16-mixed-s256", "  method: lora\n  optimizer: adamw\n"
                                       "  precision: bf16-mixed\n  sequence_length: 256\n"},
    };

    std::printf("| Card (125M params, h 768, 12 layers, GQA 12/4, V 32000) | Predicted peak | "
                "Measured peak | Error |\n|---|---:|---:|---:|\n");
    int failures = 0;
    for (const Reference& reference : cards) {
        const fs::path card = work / (reference.name + ".yaml");
        // Micro-batch 1 unless the reference sets it (a key may appear only once in a card).
        std::string training = reference.training;
        if (training.find("micro_batch:") == std::string::npos)
            training += "  micro_batch: 1\n";
        std::ofstream(card) << "runcard: 1\nname: " << reference.name << "\nmodel:\n"
                            << architecture << "training:\n  attention: eager\n  steps: 1000\n"
                            << training;
        const fs::path out = work / reference.name;
        const std::string command = std::string(RUNCARD_PILOT_EXE) + " " + card.string() +
                                    " --steps 1 --warmup 1 --no-restore-proof --out " +
                                    out.string() + " > " + (out.string() + ".ndjson");
        const int status = std::system(command.c_str());
        if (status != 0) {
            std::printf("| %s | run failed (status %d) | | |\n", reference.name.c_str(), status);
            ++failures;
            continue;
        }
        const YAML::Node summary = YAML::LoadFile((out / "summary.json").string());
        const auto predicted = summary["memory"]["predicted"]["peak_allocated_bytes"].as<double>();
        const auto measured = summary["memory"]["peak_tensor_bytes"].as<double>();
        const double error = (predicted - measured) / measured;
        failures += std::abs(error) > 0.05;
        std::printf("| %s | %.1f MiB | %.1f MiB | %+.2f%% |\n", reference.name.c_str(),
                    predicted / 1048576.0, measured / 1048576.0, 100 * error);
        std::fflush(stdout);
    }
    return failures == 0 ? 0 : 1;
}
