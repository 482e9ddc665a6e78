#pragma once

#include "core/catalog/Catalog.h"
#include "core/scenario/Scenario.h"

#include <QString>

#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace gpuplan::gui {

// The scenario form's field table: each field described once (what it edits in a
// Scenario, its label, bounds, choices, help and when it applies), in the group or
// folded section where it appears. ScenarioForm builds its rows from it.

using ChoiceItems = std::vector<std::pair<QString, QString>>; // text shown, value (the item's data)

// The model choice's value while the scenario holds an imported model (a config.json).
inline const QString kImportedModel = QStringLiteral("__imported__");

// A number typed in a line edit; empty is a value (std::nullopt) only when `optional`.
struct NumberSpec {
    double min = 0;
    double max = 0;
    bool integer = false;
    bool optional = false;
    bool min_exclusive = false; // `min` itself is refused
    int digits = 10;            // significant digits shown
    QString placeholder;
    QString currency_label; // the label once the currency is known ("Budget (%1)"); empty: fixed
    std::function<std::optional<double>(const Scenario&)> get;
    std::function<void(Scenario&, std::optional<double>)> set;
};

// A choice in a combo box: fixed items, or items the catalog gives (refilled when it changes).
struct ChoiceSpec {
    bool searchable = false; // typed text filters the items
    ChoiceItems items;
    std::function<ChoiceItems(const Catalog&)> catalog_items;
    std::function<QString(const Scenario&)> get;
    // `catalog` is null before the form has one.
    std::function<void(Scenario&, const QString&, const Catalog* catalog)> set;
};

// A check box with its own text (the field's label names the change in the undo history).
struct CheckSpec {
    QString text;
    std::function<bool(const Scenario&)> get;
    std::function<void(Scenario&, bool)> set;
};

// A comma-separated list of names typed in a line edit.
struct ListSpec {
    QString placeholder;
    std::function<std::vector<std::string>(const Scenario&)> get;
    std::function<void(Scenario&, std::vector<std::string>)> set;
};

// The model import row: a button that reads a Hugging Face config.json, and a summary
// of the model's architecture.
struct ModelImportSpec {};

struct ScenarioField {
    QString name;  // the widget's objectName
    QString label; // the row's label, also the change's name in the undo history
    QString help;  // a tooltip on the field and its label
    std::function<bool(const Scenario&)> applies; // enabled only then; always when empty
    std::variant<NumberSpec, ChoiceSpec, CheckSpec, ListSpec, ModelImportSpec> spec;

    ScenarioField withHelp(QString text) && {
        help = std::move(text);
        return std::move(*this);
    }
    ScenarioField when(std::function<bool(const Scenario&)> predicate) && {
        applies = std::move(predicate);
        return std::move(*this);
    }
};

// A group box of the form, or a section folded under a button when `section_id` is set
// (see ScenarioForm::sectionIds()).
struct ScenarioFieldGroup {
    QString section_id;
    QString title;
    std::vector<ScenarioField> fields;
};

// Every field of the form, group by group, in the order shown; texts in the UI language.
std::vector<ScenarioFieldGroup> scenarioFieldGroups();

} // namespace gpuplan::gui
