#pragma once

#include "core/catalog/Catalog.h"
#include "core/scenario/Scenario.h"

#include <QString>
#include <QStringList>
#include <QWidget>

#include <vector>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QResizeEvent;
class QVBoxLayout;

namespace gpuplan::gui {

struct ScenarioField;
struct NumberSpec;
struct ChoiceSpec;
struct CheckSpec;
struct ListSpec;

// The scenario form (left of the main window): every Scenario field a user
// decides, in groups (workload, hardware, usage, costs) and, folded below them
// so that the form stays short, the fields most users leave alone (advanced
// workload and runtime, efficiencies, ownership costs, recommendation
// constraints; open or closed as the user left them). Each field checks
// what is typed (number, range, then the scenario's own validation); an
// invalid value stays in its field with the reason under it and never leaves
// the form. A valid change is offered as scenarioEdited(); the form shows
// whatever scenario setScenario() gives it (after an edit, undo, open...).
// The fields themselves are described in ScenarioFields.h.
class ScenarioForm : public QWidget {
    Q_OBJECT
public:
    explicit ScenarioForm(QWidget* parent = nullptr);
    ~ScenarioForm() override;

    // Fills the catalog choices (models, GPUs, links, offers, currencies).
    void setCatalog(const Catalog& catalog);
    void setScenario(const Scenario& scenario);

    // Imports a Hugging Face config.json as the scenario's model. Returns false
    // (and shows the reason under the model field) when the file is not usable.
    bool importConfig(const QString& path);

    // The message under a field ("" when valid), by the field's objectName.
    QString errorFor(const QString& field_name) const;
    bool hasErrors() const;

    // The folded sections, by id: "advanced", "efficiencies", "ownership",
    // "constraints". Their state is kept in the settings.
    static QStringList sectionIds();
    bool isSectionOpen(const QString& id) const;
    void setSectionOpen(const QString& id, bool open);

protected:
    // Wrapped field labels get the height their text needs at their width (a form
    // layout sizes them from their size hint, which is too short for a label that
    // wraps onto three lines, as some French ones do).
    void resizeEvent(QResizeEvent* event) override;

Q_SIGNALS:
    // A valid change. Changes with the same merge key in a row are one undo step.
    void scenarioEdited(const gpuplan::Scenario& next, const QString& description, const QString& merge_key);

private:
    struct NumberField;
    struct ChoiceField;
    struct CheckField;
    struct ListField;
    struct Applicable;

    // A group box, or a section under a button that folds it; `id` names the toggle
    // ("<id>SectionToggle"), the body ("<id>Section") and the setting that remembers
    // whether it is open.
    QFormLayout* addGroup(QVBoxLayout* root, const QString& title);
    QFormLayout* addSection(QVBoxLayout* root, const QString& id, const QString& title);
    // One row of the field table (ScenarioFields.h), with its help and when it applies.
    void addField(QFormLayout* form, const ScenarioField& field);
    QLineEdit* addNumber(QFormLayout* form, const ScenarioField& field, const NumberSpec& spec);
    QComboBox* addChoice(QFormLayout* form, const ScenarioField& field, const ChoiceSpec& spec);
    QCheckBox* addCheck(QFormLayout* form, const ScenarioField& field, const CheckSpec& spec);
    QLineEdit* addList(QFormLayout* form, const ScenarioField& field, const ListSpec& spec);
    QPushButton* addModelImport(QFormLayout* form);
    QLabel* addErrorRow(QFormLayout* form, const QString& field_name, QWidget* field, const QString& label);
    // A tooltip on a field and its label that stays when an error message comes and goes.
    void setHelp(const QString& field_name, const QString& text);
    void onNumberEdited(NumberField& f);
    void onChoiceChanged(ChoiceField& f);
    // What the candidate asks of its model that no engine would run (core/scenario/PlanChecks.h):
    // InputError with the reason. Nothing when the catalog lacks the model.
    void checkAgainstModel(const Scenario& candidate) const;
    // Validates `candidate` as the result of editing `label`; shows the message
    // in `error` and returns false when it is refused.
    bool offer(Scenario candidate, const QString& label, QLabel* error, QWidget* field,
               const QString& merge_key);
    void setError(QLabel* error, QWidget* field, const QString& message);
    void fillOffers();
    void updateEnabled();
    // setScenario's steps.
    void showNumbers(const Scenario& scenario);
    void showChoices(const Scenario& scenario);
    void showImportedModel(QComboBox* combo, const Scenario& scenario);
    void showChecksAndLists(const Scenario& scenario);
    void showModelSummary(const Scenario& scenario);
    void showCurrencyUnits(const Scenario& scenario);
    void fitLabels();

    Scenario scenario_;
    const Catalog* catalog_ = nullptr;
    std::vector<NumberField> numbers_;
    std::vector<ChoiceField> choices_;
    std::vector<CheckField> checks_;
    std::vector<ListField> lists_;
    std::vector<Applicable> applicable_; // fields enabled only for some scenarios
    QPushButton* import_ = nullptr;
    QLabel* model_error_ = nullptr;
    QLabel* model_summary_ = nullptr;
    QLabel* model_warnings_ = nullptr; // what the last config.json import assumed or counted apart
    int typing_session_ = 0;
    bool updating_ = false;
};

} // namespace gpuplan::gui
