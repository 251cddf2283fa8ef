// Where the pilot runs a card differently from what the card says, as a code and its arguments.
// The pilot writes both the English sentence ("notes") and the code ("note_codes") into its
// events and summary.json; the app and the report show the sentence in the UI's language.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace runcard {

enum class PilotNoteCode {
    Tf32AsFp32,
    EagerAttention,
    StandardLoss,
    NoCompilation,
    EagerLayerKernels,
    ForLoopAdamW,
    OneDevice,
    DataParallelOnly,
    NoBiases,
    TwoRmsNorms,
    NoAttentionSinks,
    NoRouterBiases,
    DroplessRouting,
};

struct PilotNote {
    PilotNoteCode code = PilotNoteCode::Tf32AsFp32;
    std::vector<std::string> args; // %1, %2, ... of the sentence: card values, numbers
    bool operator==(const PilotNote&) const = default;
};

std::vector<PilotNoteCode> allPilotNoteCodes();
std::string_view pilotNoteId(PilotNoteCode code); // "eager-attention"
std::optional<PilotNoteCode> pilotNoteFromId(std::string_view id);
std::string_view pilotNoteEnglish(PilotNoteCode code); // the sentence with %1, %2, ...
std::string renderPilotNote(const PilotNote& note);    // the English sentence, arguments filled

} // namespace runcard
