#pragma once

#include "core/Catalog.h"
#include "core/Scenario.h"

#include <QString>
#include <QStringList>
#include <QWidget>

#include <functional>
#include <optional>
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

// The scenario form (left of the main window): every Scenario field a user
// decides, in groups (workload, hardware, usage, costs) and, folded below them
// so that the form stays short, the fields most users leave alone (advanced
// workload and runtime, efficiencies, ownership costs, recommendation
// constraints; open or closed as the user left them). Each field checks
// what is typed (number, range, then the scenario's own validation); an
// invalid value stays in its field with the reason under it and never leaves
// the form. A valid change is offered as scenarioEdited(); the form shows
// whatever scenario setScenario() gives it (after an edit, undo, open...).
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

    QLineEdit* addNumber(QFormLayout* form, const QString& name, const QString& label, double min, double max,
                         bool integer, bool optional,
                         std::function<std::optional<double>(const Scenario&)> get,
                         std::function<void(Scenario&, std::optional<double>)> set,
                         const QString& placeholder = {});
    QComboBox* addChoice(QFormLayout* form, const QString& name, const QString& label,
                         std::function<QString(const Scenario&)> get,
                         std::function<void(Scenario&, const QString&)> set, bool searchable = false);
    // A number the scenario holds as a fraction, typed as a percentage
    // (0.40 shows as 40). `min_pct` is excluded when `min_exclusive`.
    QLineEdit* addPercent(QFormLayout* form, const QString& name, const QString& label, double min_pct,
                          double max_pct, bool min_exclusive, std::function<double(const Scenario&)> get,
                          std::function<void(Scenario&, double)> set);
    QLabel* addErrorRow(QFormLayout* form, const QString& field_name, QWidget* field, const QString& label);
    // A section under a button that folds it; `id` names the toggle ("<id>SectionToggle"),
    // the body ("<id>Section") and the setting that remembers whether it is open.
    QFormLayout* addSection(QVBoxLayout* root, const QString& id, const QString& title);
    // A check box; `label` names the change in the undo history.
    QCheckBox* addCheck(QFormLayout* form, const QString& name, const QString& text, const QString& label,
                        std::function<bool(const Scenario&)> get, std::function<void(Scenario&, bool)> set);
    // A tooltip on a field and its label that stays when an error message comes and goes.
    void setHelp(const QString& field_name, const QString& text);
    void onNumberEdited(NumberField& f);
    void onChoiceChanged(ChoiceField& f);
    // Validates `candidate` as the result of editing `label`; shows the message
    // in `error` and returns false when it is refused.
    bool offer(Scenario candidate, const QString& label, QLabel* error, QWidget* field,
               const QString& merge_key);
    void setError(QLabel* error, QWidget* field, const QString& message);
    void fillOffers();
    void updateEnabled();
    void fitLabels();

    Scenario scenario_;
    const Catalog* catalog_ = nullptr;
    std::vector<NumberField> numbers_;
    std::vector<ChoiceField> choices_;
    std::vector<CheckField> checks_;
    QLineEdit* lora_targets_ = nullptr;
    QLabel* lora_targets_error_ = nullptr;
    QPushButton* import_ = nullptr;
    QLabel* model_error_ = nullptr;
    QLabel* model_summary_ = nullptr;
    int typing_session_ = 0;
    bool updating_ = false;
};

} // namespace gpuplan::gui
