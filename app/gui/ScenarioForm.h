#pragma once

#include "Catalog.h"
#include "Scenario.h"

#include <QString>
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

namespace gpuplan::gui {

// The scenario form (left of the main window): every Scenario field a user
// decides, in groups (workload, hardware, usage, costs). Each field checks
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

Q_SIGNALS:
    // A valid change. Changes with the same merge key in a row are one undo step.
    void scenarioEdited(const gpuplan::Scenario& next, const QString& description, const QString& merge_key);

private:
    struct NumberField;
    struct ChoiceField;

    QLineEdit* addNumber(QFormLayout* form, const QString& name, const QString& label, double min, double max,
                         bool integer, bool optional,
                         std::function<std::optional<double>(const Scenario&)> get,
                         std::function<void(Scenario&, std::optional<double>)> set,
                         const QString& placeholder = {});
    QComboBox* addChoice(QFormLayout* form, const QString& name, const QString& label,
                         std::function<QString(const Scenario&)> get,
                         std::function<void(Scenario&, const QString&)> set, bool searchable = false);
    QLabel* addErrorRow(QFormLayout* form, const QString& field_name, QWidget* field, const QString& label);
    void onNumberEdited(NumberField& f);
    void onChoiceChanged(ChoiceField& f);
    // Validates `candidate` as the result of editing `label`; shows the message
    // in `error` and returns false when it is refused.
    bool offer(Scenario candidate, const QString& label, QLabel* error, QWidget* field,
               const QString& merge_key);
    void setError(QLabel* error, QWidget* field, const QString& message);
    void fillOffers();
    void updateEnabled();

    Scenario scenario_;
    const Catalog* catalog_ = nullptr;
    std::vector<NumberField> numbers_;
    std::vector<ChoiceField> choices_;
    QCheckBox* flash_ = nullptr;
    QCheckBox* sequence_parallel_ = nullptr;
    QLineEdit* lora_targets_ = nullptr;
    QLabel* lora_targets_error_ = nullptr;
    QPushButton* import_ = nullptr;
    QLabel* model_error_ = nullptr;
    QLabel* model_summary_ = nullptr;
    int typing_session_ = 0;
    bool updating_ = false;
};

} // namespace gpuplan::gui
