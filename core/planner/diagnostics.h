// Messages about bad input, precise enough to fix it: file, line, column, the field's dotted path,
// and what is wrong as a code with arguments. The planner has no Qt, so it renders the English
// sentence (for the CLI, logs and JSON); the app renders the same code and arguments through tr()
// in the user's language (ui/common/planner_messages.h). Nothing is translated by matching text.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace runcard {

// Every sentence a loader can say. The English text of each is in diagnostics.cpp, where %1, %2,
// ... stand for the arguments in order. Add a code there and its Turkish in
// translations/runcard_tr.ts (context "Diagnostics").
enum class DiagnosticCode {
    Text, // free text in Diagnostic::message (loaders that have no codes yet); shown as written
    // Files and syntax
    CannotOpen,
    FileNotFound,
    IsDirectory,
    CannotRead,
    YamlSyntax,
    EmptyCard,
    NotACard,
    // Keys and structure
    ExpectedMapping,
    UnknownKey,
    UnknownKeySuggest,
    DuplicateKey,
    Missing,
    MissingVersion,
    MissingModel,
    OnlyOneOf,
    // Values
    ExpectedInteger,
    ExpectedNumber,
    ExpectedBoolean,
    ExpectedText,
    ExpectedTextList,
    ExpectedChoiceList,
    ExpectedPlainItem,
    NotFinite,
    WholeNumber,
    ProductNotWhole,
    ProjectedEmbedding,
    UnknownValue,
    UnknownValueSuggest,
    AtLeast,
    GreaterThan,
    AtMost,
    LessThan,
    NotNegative,
    Between,
    EmptyText,
    EmptyList,
    DuplicateItem,
    // Run-card rules across fields
    UnsupportedVersion,
    ModelSourceMissing,
    MustDivide,
    HeadsMustDivideHidden,
    QloraPrecision,
    Fp8StorageNeedsFp8Matmuls,
    SingleGpuLayout,
    NotWithAccumulation,
    PagedOptimizerOffload,
    EpochsNeedDataTokens,
    DocumentsNeedLength,
    TokensPerMicroBatch,
    EagerSequenceBound,
    NotInFramework,
    NeedsInFramework,
    NotTogetherInFramework,
    AtMostField,
    HybridNeedsNodes,
    ModelParallelDividesGpus,
    ContextParallelSequence,
    ContextParallelShards,
    TensorParallelHeads,
    ContextParallelHeads,
    PipelineLayers,
    VirtualStagesNeedInterleaved,
    InterleavedNeedsStages,
    InterleavedMicroBatches,
    ExpertParallelGroup,
    ExpertParallelExperts,
    MergedExpertAdapters,
    PrecisionNotOnGpu,
    GpusPerNodeAboveMachine,
    // --set KEY=VALUE
    SetSyntax,
    SetValueNotYaml,
    // Reading files (file_io.h) and JSON
    FileNotFoundFolder,
    CannotOpenBecause,
    CannotReadBecause,
    IsFifo,
    IsSocket,
    IsDevice,
    NotRegularFile,
    FileEndsEarly,
    FileTooLarge,
    FileLargerThan,
    EmptyFile,
    EmptyFileExpected,
    NestedTooDeeply,
    MalformedJson,
    // A pilot's results folder (pilot_results.h)
    NewerPilot,
    NotJsonObject,
    OutsideRange,
    PilotSummaryMissing,
    NotPilotSummary,
    DifferentRuns,
    DifferentCards,
    PilotStillRunning,
    EventsEndEarly,
    // Price catalogs (price_catalog.h)
    NotAPriceCatalog,
    MissingPriceCatalogVersion,
    MissingAsOf,
    FractionBelowOne,
    NegativePrice,
    LowBoundOutside,
    HighBoundBelow,
    ExpectedPriceRows,
    MissingRowGpus,
    MissingRowPeriod,
    MissingOptionUnit,
    RowWithoutPrice,
    RepeatsRow,
    UnknownNamed,
    UnknownNamedSuggest,
    UnknownSource,
    UnknownSourceSuggest,
    // GPU catalog, presets, imported models, collectives tables, texts in two languages
    ExpectedMappingOf,
    MissingOrZero,
    NeedsPeak,
    EfficiencyWherePeak,
    ExpectedGpuEntry,
    DuplicateIdInFile,
    NotAGpuCatalog,
    MissingGpus,
    ExpectedGpuList,
    NoBundledGpus,
    BundledOneGpu,
    AtMostNamed,
    LessThanNamed,
    BetweenOneAnd,
    GreaterThanZeroWithExperts,
    ExpectedPresetMapping,
    IdMatchesFileName,
    ExpectedArchitectureMapping,
    NotPresetDirectory,
    ShapeTooLarge,
    UnknownPreset,
    UnknownPresetSuggest,
    UnknownPresetFamily,
    UnknownGpu,
    UnknownGpuSuggest,
    UnknownGpuFamily,
    CannotImportModel,
    NotCollectivesJson,
    ExpectedMeasurements,
    ExpectedMeasurement,
    ExpectedTextOrLanguages,
    ExpectedAText,
    MissingEnglish,
    ExpectedTextsList,
    ExpectedKind,
    ExpectedIntegerString,
    OnlyEmptyList,
    LayerTypesPattern,
    ListFromKey,
    ModelTypeMissing,
    UnknownModelType,
    MoeTypeUnsupported,
    ElementCountOverflows,
    ExpectedJsonObject,
    NotModelFolder,
    NoSafetensors,
    CannotReadPilotSummary,
    // What runcard-pilot cannot run (core/pilot/pilot_config.cpp)
    PilotNoQlora,
    PilotOptimizer,
    PilotPrecision,
    PilotCheckpointing,
    PilotWeightsDtype,
    PilotPlainLora,
    PilotNoActivationOffload,
    PilotNoDocumentMask,
    PilotFileOrder,
    PilotOptimizerAfterBackward,
    PilotBatchBounds,
    PilotNoSentencePiece,
    PilotMemoryLimitOnDevice,
    PilotMoeWeights,
    PilotLatentWeights,
    PilotNoLoraTarget,
};

// An argument of a diagnostic: text as the user wrote it (a key, a value, a list of names), a
// number the UI may show in the user's locale (a bound, a count), or an English phrase of the
// program's own (what kind of file: "a GPU catalog") that the UI translates in context
// "Diagnostics"; mark its literal with RUNCARD_TR where it is written.
struct DiagnosticArg {
    std::string text; // C-locale rendering, also for numbers
    bool numeric = false;
    double number = 0;
    bool phrase = false;

    DiagnosticArg(std::string value) : text(std::move(value)) {}
    DiagnosticArg(const char* value) : text(value) {}
    DiagnosticArg(std::string_view value) : text(value) {}
    static DiagnosticArg of(double value);
    static DiagnosticArg ofPhrase(std::string english);
};

struct Diagnostic {
    std::string file;    // path as the user gave it, "--set KEY=VALUE", or empty for in-memory
    int line = 0;        // 1-based; 0 when unknown
    int column = 0;      // 1-based; 0 when unknown
    std::string field;   // dotted path, e.g. "training.micro_batch"; empty for file-level errors
    std::string message; // one English sentence, no trailing period (rendered from code and args)
    DiagnosticCode code = DiagnosticCode::Text;
    std::vector<DiagnosticArg> args;

    Diagnostic() = default;
    // A free-text diagnostic (DiagnosticCode::Text).
    Diagnostic(std::string file, int line, int column, std::string field, std::string message)
        : file(std::move(file)), line(line), column(column), field(std::move(field)),
          message(std::move(message)) {}

    // A coded diagnostic; `message` is its English rendering.
    static Diagnostic coded(DiagnosticCode code, std::string field,
                            std::vector<DiagnosticArg> args = {});
    // Copies `file`, `line` and `column` from a location.
    Diagnostic& at(std::string locationFile, int locationLine = 0, int locationColumn = 0);

    // "card.yaml:12:5: training.micro_batch: must be at least 1"
    std::string toString() const;
};

using Diagnostics = std::vector<Diagnostic>;

// The English sentence of a code with %1, %2, ... (also the translation source of the UI), and
// its stable identifier ("unknown-key") for machine output.
std::string_view englishText(DiagnosticCode code);
std::string_view diagnosticId(DiagnosticCode code);
// Every code, for tests that check each has a translation.
std::vector<DiagnosticCode> allDiagnosticCodes();
std::string renderEnglish(DiagnosticCode code, const std::vector<DiagnosticArg>& args);
// `text` with %1 … %9 replaced by args[0] … args[8]; a marker without its argument stays.
std::string fillArguments(std::string_view text, const std::vector<std::string>& args);

// Thrown where a caller cannot continue; carries every diagnostic found so far.
class InputError : public std::runtime_error {
public:
    explicit InputError(Diagnostics diagnostics);
    explicit InputError(Diagnostic diagnostic);
    const Diagnostics& diagnostics() const { return diagnostics_; }

private:
    Diagnostics diagnostics_;
};

// The candidate closest to `word` by edit distance, letter case ignored, or empty when nothing is
// close enough to suggest.
std::string closestMatch(const std::string& word, const std::vector<std::string>& candidates);

// What to suggest for an unknown identifier (a GPU id, a preset): the one that differs only in
// letter case; else every candidate that begins with `word` ("h100" -> the H100 entries), at most
// `limit`; else the closest by edit distance. Empty when nothing fits.
std::vector<std::string> identifierSuggestions(const std::string& word,
                                               const std::vector<std::string>& candidates,
                                               std::size_t limit = 8);

// "a, b, c": names for a message argument.
std::string joinNames(const std::vector<std::string>& names);

} // namespace runcard
