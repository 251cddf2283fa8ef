#include "ui/app/run_card_document.h"

#include "planner/plan.h"
#include "planner/run_card_yaml.h"
#include "ui/common/planner_messages.h"
#include "ui/common/settings.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QUndoCommand>
#include <algorithm>

namespace runcard::ui {

namespace {

constexpr int setCardCommandId = 1;

QString joinDiagnostics(const Diagnostics& diagnostics) {
    return diagnosticLines(diagnostics); // in the UI language
}

} // namespace

class SetCardCommand : public QUndoCommand {
public:
    SetCardCommand(RunCardDocument* document, RunCard before, RunCard after, QString field)
        : document_(document), before_(std::move(before)), after_(std::move(after)),
          field_(std::move(field)) {
        setText(field_);
    }
    void undo() override { document_->apply(before_); }
    void redo() override { document_->apply(after_); }
    int id() const override { return setCardCommandId; }
    // Typing into one field becomes one undo step.
    bool mergeWith(const QUndoCommand* other) override {
        const auto* next = static_cast<const SetCardCommand*>(other);
        if (field_.isEmpty() || next->field_ != field_)
            return false;
        after_ = next->after_;
        return true;
    }

private:
    RunCardDocument* document_;
    RunCard before_;
    RunCard after_;
    QString field_;
};

RunCardDocument::RunCardDocument(QObject* parent) : QObject(parent) {
    revalidate();
    autosaveTimer_.setSingleShot(true);
    connect(&autosaveTimer_, &QTimer::timeout, this, &RunCardDocument::autosaveNow);
    connect(&undo_, &QUndoStack::cleanChanged, this,
            [this] { emit modifiedChanged(isModified()); });
}

// A destroyed document without a clean close (the window was not closed) keeps its autosave,
// as a crash would: the slot's lock is released and the next start offers it. The undo stack
// announces its clearing while it is destroyed; by then the window listening to this document is
// half destroyed itself, so nothing is announced any more.
RunCardDocument::~RunCardDocument() {
    undo_.blockSignals(true);
    blockSignals(true);
}

QString RunCardDocument::displayName() const {
    if (isFromTemplate())
        return tr("Untitled (from template)");
    if (path_.isEmpty())
        return card_.name.empty() ? tr("Untitled") : QString::fromStdString(card_.name);
    return QFileInfo(path_).fileName();
}

void RunCardDocument::revalidate() {
    diagnostics_ = unreadable_;
    for (Diagnostic& d : validateRunCard(card_)) {
        const bool unread = std::any_of(unreadable_.begin(), unreadable_.end(),
                                        [&](const Diagnostic& u) { return u.field == d.field; });
        if (!unread)
            diagnostics_.push_back(std::move(d));
    }
}

void RunCardDocument::setCard(const RunCard& card, const QString& field) {
    if (card == card_)
        return;
    // A value the file had that could not be read is settled once the user sets that field.
    const std::string edited = field.toStdString();
    std::erase_if(unreadable_, [&](const Diagnostic& d) {
        return !edited.empty() && (d.field == edited || d.field.rfind(edited + '.', 0) == 0);
    });
    undo_.push(new SetCardCommand(this, card_, card, field));
}

void RunCardDocument::apply(const RunCard& card) {
    const std::string source = card_.source_path;
    card_ = card;
    card_.source_path = source;
    revalidate();
    emit cardChanged();
    emit modifiedChanged(isModified());
    scheduleAutosave();
}

void RunCardDocument::reset(const RunCard& card, const QString& path, bool modified) {
    replace(card, path, modified, {});
}

void RunCardDocument::replace(const RunCard& card, const QString& path, bool modified,
                              Diagnostics unreadable) {
    discardRecovery(); // the content it protected is gone on purpose
    fromTemplate_ = false;
    card_ = card;
    path_ = path;
    card_.source_path = path.toStdString();
    unreadable_ = std::move(unreadable);
    revalidate();
    undo_.clear();
    forcedModified_ = modified;
    emit pathChanged();
    emit cardChanged();
    emit modifiedChanged(isModified());
}

bool RunCardDocument::open(const QString& path, QString* error) {
    const LoadResult result = loadRunCard(QFile::encodeName(path).toStdString());
    // Out-of-range values, and values that cannot be read (a word for a number), open with the
    // fields marked; only files that are not a run card's YAML are refused.
    const std::optional<RunCard>& card = result.ok()      ? result.card
                                         : result.partial ? result.partial
                                                          : result.recovered;
    if (!card) {
        if (error)
            *error = joinDiagnostics(result.diagnostics);
        return false;
    }
    replace(*card, QFileInfo(path).absoluteFilePath(), false,
            result.recovered ? result.diagnostics : Diagnostics{});
    Settings::instance().addRecentFile(path_);
    return true;
}

bool RunCardDocument::newFromTemplate(const QString& templatePath, QString* error) {
    const LoadResult result = loadRunCard(QFile::encodeName(templatePath).toStdString());
    if (!result.ok()) {
        if (error)
            *error = joinDiagnostics(result.diagnostics);
        return false;
    }
    // Untitled, with the template's relative paths (its corpus, its config.json) made absolute.
    reset(cardMovedTo(*result.card, {}), QString());
    fromTemplate_ = true;
    emit pathChanged(); // the title names the template now
    return true;
}

bool RunCardDocument::saveAs(const QString& path, QString* error) {
    // Relative paths keep naming the same files from the new folder.
    const RunCard moved = cardMovedTo(card_, QFileInfo(path).absoluteFilePath().toStdString());
    try {
        saveRunCard(moved, QFile::encodeName(path).toStdString());
    } catch (const InputError& e) {
        if (error)
            *error = joinDiagnostics(e.diagnostics());
        return false;
    } catch (const std::exception& e) {
        if (error)
            *error = QString::fromLocal8Bit(e.what());
        return false;
    }
    const QString absolute = QFileInfo(path).absoluteFilePath();
    const bool pathsRebased = !(moved == card_);
    card_ = moved;
    if (absolute != path_) {
        path_ = absolute;
        emit pathChanged();
    }
    if (pathsRebased)
        emit cardChanged();
    forcedModified_ = false;
    undo_.setClean();
    if (!unreadable_.empty()) { // the file now holds the values the form shows
        unreadable_.clear();
        revalidate();
        emit cardChanged();
    }
    emit modifiedChanged(false);
    Settings::instance().addRecentFile(path_);
    discardRecovery();
    return true;
}

QString RunCardDocument::recoveryFilePath() const {
    return recovery_ ? recovery_->filePath() : QString();
}

void RunCardDocument::scheduleAutosave() {
    const int seconds = std::max(1, Settings::instance().autosaveSeconds());
    if (!autosaveTimer_.isActive())
        autosaveTimer_.start(seconds * 1000);
}

void RunCardDocument::autosaveNow() {
    autosaveTimer_.stop();
    if (!isModified()) {
        discardRecovery(); // undone back to the saved card: nothing to recover
        return;
    }
    if (!recovery_)
        recovery_ = RecoverySlot::create(Settings::instance().recoveryDirectory());
    // Autosave is best effort; the next edit tries again.
    if (recovery_)
        recovery_->write((recoveryHeader(path_) + QString::fromStdString(toYaml(card_))).toUtf8());
}

void RunCardDocument::discardRecovery() {
    autosaveTimer_.stop();
    if (recovery_)
        recovery_->discard();
    recovery_.reset();
}

bool RunCardDocument::restoreRecovery(std::unique_ptr<RecoverySlot> slot, QString* error) {
    QFile file(slot->filePath());
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = file.errorString();
        return false;
    }
    const std::string text = file.readAll().toStdString();
    file.close();
    const QString source = slot->source();
    // Relative paths inside the card resolve against the original card's folder.
    const std::string displayName =
        source.isEmpty() ? slot->filePath().toStdString() : source.toStdString();
    const LoadResult result = parseRunCard(text, displayName);
    // An autosave with out-of-range values comes back with them marked, as the user left them.
    const std::optional<RunCard>& card = result.ok() ? result.card : result.partial;
    if (!card) {
        // Keep the copy under a new name so the next start does not ask again, and say where.
        const QString kept = slot->keepAside();
        if (error)
            *error = tr("The autosaved card could not be read back; it is kept as %1.\n%2")
                         .arg(QDir::toNativeSeparators(kept.isEmpty() ? slot->filePath() : kept),
                              joinDiagnostics(result.diagnostics));
        return false;
    }
    reset(*card, source, true);
    recovery_ = std::move(slot);
    return true;
}

} // namespace runcard::ui
