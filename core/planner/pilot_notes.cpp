#include "planner/pilot_notes.h"

#include "planner/diagnostics.h" // fillArguments
#include "planner/translatable.h"

namespace runcard {
namespace {

struct NoteText {
    PilotNoteCode code;
    std::string_view id;
    const char* english; // marked for lupdate (context "PilotNotes")
};

// In the order of the enum.
constexpr NoteText kNotes[] = {
    {PilotNoteCode::Tf32AsFp32, "tf32-as-fp32",
     RUNCARD_TR("PilotNotes", "tf32 runs as fp32 on the CPU")},
    {PilotNoteCode::EagerAttention, "eager-attention",
     RUNCARD_TR("PilotNotes", "attention runs eager (matmul + softmax); the card asks %1")},
    {PilotNoteCode::StandardLoss, "standard-loss",
     RUNCARD_TR("PilotNotes", "the loss runs standard (full logits); the card asks %1")},
    {PilotNoteCode::NoCompilation, "no-compilation",
     RUNCARD_TR("PilotNotes", "no compilation in the pilot (eager LibTorch)")},
    {PilotNoteCode::EagerLayerKernels, "eager-layer-kernels",
     RUNCARD_TR("PilotNotes",
                "norms, SwiGLU and RoPE run as eager LibTorch ops; the card asks %1 kernels")},
    {PilotNoteCode::ForLoopAdamW, "for-loop-adamw",
     RUNCARD_TR("PilotNotes", "AdamW runs LibTorch's for-loop update; the card asks %1")},
    {PilotNoteCode::OneDevice, "one-device",
     RUNCARD_TR("PilotNotes",
                "one device; the card's parallel layout is not run (--nproc N runs it)")},
    {PilotNoteCode::DataParallelOnly, "data-parallel-only",
     RUNCARD_TR("PilotNotes", "the card's tensor, pipeline and context parallelism are not run: "
                              "the pilot's ranks split the data only")},
    {PilotNoteCode::NoBiases, "no-biases",
     RUNCARD_TR("PilotNotes",
                "the model's biases are not modelled: the pilot's linears have none")},
    {PilotNoteCode::TwoRmsNorms, "two-rms-norms",
     RUNCARD_TR("PilotNotes", "the pilot runs two RMSNorms per block; the model has %1 %2")},
    {PilotNoteCode::NoAttentionSinks, "no-attention-sinks",
     RUNCARD_TR("PilotNotes",
                "the attention sinks are not modelled: the pilot's softmax has no sink logit")},
    {PilotNoteCode::NoRouterBiases, "no-router-biases",
     RUNCARD_TR("PilotNotes", "the router's and experts' biases are not modelled: the pilot's "
                              "router and experts have none")},
    {PilotNoteCode::DroplessRouting, "dropless-routing",
     RUNCARD_TR("PilotNotes",
                "the pilot routes dropless; the card's moe_capacity_factor is not applied")},
};

const NoteText& entry(PilotNoteCode code) {
    return kNotes[static_cast<std::size_t>(code)];
}

} // namespace

std::vector<PilotNoteCode> allPilotNoteCodes() {
    std::vector<PilotNoteCode> codes;
    for (const NoteText& n : kNotes)
        codes.push_back(n.code);
    return codes;
}

std::string_view pilotNoteId(PilotNoteCode code) {
    return entry(code).id;
}

std::optional<PilotNoteCode> pilotNoteFromId(std::string_view id) {
    for (const NoteText& n : kNotes)
        if (n.id == id)
            return n.code;
    return std::nullopt;
}

std::string_view pilotNoteEnglish(PilotNoteCode code) {
    return entry(code).english;
}

std::string renderPilotNote(const PilotNote& note) {
    return fillArguments(pilotNoteEnglish(note.code), note.args);
}

} // namespace runcard
