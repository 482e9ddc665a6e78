#include "gui/scenario/ScenarioForm.h"

#include "gui/parts/Settings.h"
#include "gui/parts/UiFormat.h"
#include "gui/scenario/ScenarioFields.h"
#include "text/CatalogWords.h"
#include "text/CoreText.h"
#include "text/ParseNumber.h"

#include "core/base/Error.h"
#include "core/model/HfConfig.h"
#include "core/plan/Planner.h"
#include "core/scenario/PlanChecks.h"
#include "widgets/FileDialogs.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QResizeEvent>
#include <QSignalBlocker>
#include <QStyle>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <cmath>
#include <exception>
#include <functional>
#include <optional>
#include <variant>

namespace gpuplan::gui {

struct ScenarioForm::NumberField {
    QString name;
    QString label;
    NumberSpec spec;
    QLineEdit* edit = nullptr;
    QLabel* error = nullptr;
};

struct ScenarioForm::ChoiceField {
    QString name;
    QString label;
    ChoiceSpec spec;
    QComboBox* combo = nullptr;
    QLabel* error = nullptr;
};

struct ScenarioForm::CheckField {
    QString name;
    CheckSpec spec;
    QCheckBox* check = nullptr;
};

struct ScenarioForm::ListField {
    QString name;
    QString label;
    ListSpec spec;
    QLineEdit* edit = nullptr;
    QLabel* error = nullptr;
};

struct ScenarioForm::Applicable {
    QWidget* widget = nullptr;
    std::function<bool(const Scenario&)> applies;
};

namespace {

using text::parseNumber;

QString formatNumber(double v, bool integer, int digits = 10) {
    if (integer)
        return QLocale().toString(static_cast<qlonglong>(std::llround(v)));
    return QLocale().toString(v, 'g', digits);
}

void addItem(QComboBox* combo, const QString& text, const QString& data) {
    combo->addItem(text, data);
}

} // namespace

ScenarioForm::ScenarioForm(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("scenarioForm"));
    setStyleSheet(QStringLiteral("QLineEdit[invalid=\"true\"], QComboBox[invalid=\"true\"] "
                                 "{ border: 2px solid #b03a2e; }"
                                 "QLabel[role=\"error\"] { color: #b03a2e; }"));
    auto* root = new QVBoxLayout(this);
    root->setContentsMargins(4, 4, 4, 4);
    for (const ScenarioFieldGroup& group : scenarioFieldGroups()) {
        QFormLayout* form = group.section_id.isEmpty() ? addGroup(root, group.title)
                                                       : addSection(root, group.section_id, group.title);
        for (const ScenarioField& field : group.fields)
            addField(form, field);
    }
    root->addStretch(1);
    setScenario(scenario_);
}

ScenarioForm::~ScenarioForm() = default;

QFormLayout* ScenarioForm::addGroup(QVBoxLayout* root, const QString& title) {
    auto* box = new QGroupBox(title, this);
    auto* form = new QFormLayout(box);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setRowWrapPolicy(QFormLayout::DontWrapRows);
    root->addWidget(box);
    return form;
}

void ScenarioForm::addField(QFormLayout* form, const ScenarioField& field) {
    QWidget* widget = nullptr;
    if (const auto* number = std::get_if<NumberSpec>(&field.spec))
        widget = addNumber(form, field, *number);
    else if (const auto* choice = std::get_if<ChoiceSpec>(&field.spec))
        widget = addChoice(form, field, *choice);
    else if (const auto* check = std::get_if<CheckSpec>(&field.spec))
        widget = addCheck(form, field, *check);
    else if (const auto* list = std::get_if<ListSpec>(&field.spec))
        widget = addList(form, field, *list);
    else
        widget = addModelImport(form);
    // What the short labels mean, on hover (kept when an error message comes and goes).
    if (!field.help.isEmpty())
        setHelp(field.name, field.help);
    if (field.applies)
        applicable_.push_back({widget, field.applies});
}

QLabel* ScenarioForm::addErrorRow(QFormLayout* form, const QString& field_name, QWidget* field,
                                  const QString& label) {
    auto* box = new QWidget(this);
    auto* v = new QVBoxLayout(box);
    v->setContentsMargins(0, 0, 0, 0);
    v->setSpacing(1);
    field->setParent(box);
    v->addWidget(field);
    auto* error = new QLabel(box);
    error->setObjectName(field_name + QStringLiteral("Error"));
    error->setProperty("role", QStringLiteral("error"));
    error->setWordWrap(true);
    error->setVisible(false);
    v->addWidget(error);
    // A screen reader says "Weights precision, combo box, FP16".
    field->setAccessibleName(QString(label).remove(QLatin1Char('&')));
    auto* l = new QLabel(label, this);
    l->setObjectName(field_name + QStringLiteral("Label"));
    l->setBuddy(field);
    l->setWordWrap(true);
    form->addRow(l, box);
    return error;
}

QFormLayout* ScenarioForm::addSection(QVBoxLayout* root, const QString& id, const QString& title) {
    auto* toggle = new QToolButton(this);
    toggle->setObjectName(id + QStringLiteral("SectionToggle"));
    toggle->setText(title);
    toggle->setCheckable(true);
    toggle->setAutoRaise(true);
    toggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    toggle->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    QFont bold = toggle->font();
    bold.setBold(true);
    toggle->setFont(bold);
    auto* body = new QGroupBox(this);
    body->setObjectName(id + QStringLiteral("Section"));
    auto* form = new QFormLayout(body);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setRowWrapPolicy(QFormLayout::DontWrapRows);
    root->addWidget(toggle);
    root->addWidget(body);
    auto fold = [toggle, body](bool open) {
        toggle->setArrowType(open ? Qt::DownArrow : Qt::RightArrow);
        body->setVisible(open);
    };
    const bool open = Settings().formSectionOpen(id);
    toggle->setChecked(open);
    fold(open);
    connect(toggle, &QToolButton::toggled, this, [fold, id](bool on) {
        fold(on);
        Settings().setFormSectionOpen(id, on);
    });
    return form;
}

namespace {

// A field's tool tip: its help, after a choice's whole text (a long one is cut short in a
// narrow form, as at 1024x700 in French).
QString fieldTip(const QWidget* field) {
    QString tip = field->property("help").toString();
    if (const auto* combo = qobject_cast<const QComboBox*>(field); combo && !combo->currentText().isEmpty())
        tip = tip.isEmpty() ? combo->currentText() : combo->currentText() + QLatin1Char('\n') + tip;
    return tip;
}

} // namespace

void ScenarioForm::setHelp(const QString& field_name, const QString& text) {
    auto* field = findChild<QWidget*>(field_name);
    Q_ASSERT(field);
    field->setProperty("help", text);
    field->setToolTip(fieldTip(field));
    if (auto* label = findChild<QLabel*>(field_name + QStringLiteral("Label")))
        label->setToolTip(text);
}

QStringList ScenarioForm::sectionIds() {
    return {QStringLiteral("advanced"), QStringLiteral("efficiencies"), QStringLiteral("ownership"),
            QStringLiteral("constraints")};
}

bool ScenarioForm::isSectionOpen(const QString& id) const {
    const auto* toggle = findChild<QToolButton*>(id + QStringLiteral("SectionToggle"));
    return toggle && toggle->isChecked();
}

void ScenarioForm::setSectionOpen(const QString& id, bool open) {
    if (auto* toggle = findChild<QToolButton*>(id + QStringLiteral("SectionToggle")))
        toggle->setChecked(open);
}

QCheckBox* ScenarioForm::addCheck(QFormLayout* form, const ScenarioField& field, const CheckSpec& spec) {
    auto* check = new QCheckBox(spec.text, this);
    check->setObjectName(field.name);
    connect(check, &QCheckBox::toggled, this, [this, check, label = field.label, set = spec.set](bool on) {
        if (updating_)
            return;
        Scenario next = scenario_;
        set(next, on);
        offer(next, label, nullptr, check, {});
    });
    form->addRow(check); // the whole row: a long text has all the room
    checks_.push_back({field.name, spec, check});
    return check;
}

QLineEdit* ScenarioForm::addNumber(QFormLayout* form, const ScenarioField& field, const NumberSpec& spec) {
    auto* edit = new QLineEdit(this);
    edit->setObjectName(field.name);
    edit->setPlaceholderText(spec.placeholder);
    edit->setAlignment(Qt::AlignRight);
    QLabel* error = addErrorRow(form, field.name, edit, field.label);
    numbers_.push_back({field.name, field.label, spec, edit, error});
    const std::size_t index = numbers_.size() - 1;
    connect(edit, &QLineEdit::textEdited, this, [this, index] { onNumberEdited(numbers_[index]); });
    connect(edit, &QLineEdit::editingFinished, this, [this] { ++typing_session_; });
    return edit;
}

QComboBox* ScenarioForm::addChoice(QFormLayout* form, const ScenarioField& field, const ChoiceSpec& spec) {
    auto* combo = new QComboBox(this);
    combo->setObjectName(field.name);
    combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    combo->setMinimumContentsLength(12);
    if (spec.searchable) {
        combo->setEditable(true);
        combo->setInsertPolicy(QComboBox::NoInsert);
        combo->completer()->setCompletionMode(QCompleter::PopupCompletion);
        combo->completer()->setFilterMode(Qt::MatchContains);
        combo->completer()->setCaseSensitivity(Qt::CaseInsensitive);
        // Leaving the field with text that names nothing puts the current choice back.
        connect(combo->lineEdit(), &QLineEdit::editingFinished, this, [combo] {
            if (combo->findText(combo->currentText()) < 0 && combo->currentIndex() >= 0)
                combo->setEditText(combo->itemText(combo->currentIndex()));
            combo->lineEdit()->setCursorPosition(0);
        });
    }
    // The choice's whole text in its tool tip; an editable box shows the beginning of a long
    // choice ("GeForce RTX 4…"), not its end.
    connect(combo, &QComboBox::currentTextChanged, this, [combo] {
        if (!combo->property("invalid").toBool())
            combo->setToolTip(fieldTip(combo));
        if (combo->isEditable() && !combo->lineEdit()->hasFocus())
            combo->lineEdit()->setCursorPosition(0);
    });
    for (const auto& [text, value] : spec.items)
        addItem(combo, text, value);
    QLabel* error = addErrorRow(form, field.name, combo, field.label);
    choices_.push_back({field.name, field.label, spec, combo, error});
    const std::size_t index = choices_.size() - 1;
    connect(combo, &QComboBox::currentIndexChanged, this, [this, index] {
        if (!updating_)
            onChoiceChanged(choices_[index]);
    });
    return combo;
}

QLineEdit* ScenarioForm::addList(QFormLayout* form, const ScenarioField& field, const ListSpec& spec) {
    auto* edit = new QLineEdit(this);
    edit->setObjectName(field.name);
    edit->setPlaceholderText(spec.placeholder);
    QLabel* error = addErrorRow(form, field.name, edit, field.label);
    lists_.push_back({field.name, field.label, spec, edit, error});
    const std::size_t index = lists_.size() - 1;
    connect(edit, &QLineEdit::textEdited, this, [this, index](const QString& text) {
        ListField& f = lists_[index];
        Scenario next = scenario_;
        f.spec.set(next, splitList(text.toStdString()));
        offer(next, f.label, f.error, f.edit, f.name + QLatin1Char('#') + QString::number(typing_session_));
    });
    connect(edit, &QLineEdit::editingFinished, this, [this] { ++typing_session_; });
    return edit;
}

QPushButton* ScenarioForm::addModelImport(QFormLayout* form) {
    model_error_ = findChild<QLabel*>(QStringLiteral("modelComboError"));
    model_summary_ = new QLabel(this);
    model_summary_->setObjectName(QStringLiteral("modelSummary"));
    model_summary_->setWordWrap(true);
    import_ = new QPushButton(tr("Import config.json…"), this);
    import_->setObjectName(QStringLiteral("importConfigButton"));
    import_->setToolTip(tr("Use the architecture of a Hugging Face config.json"));
    connect(import_, &QPushButton::clicked, this, [this] {
        const QString path = widgets::openFileName(this, tr("Import a Hugging Face config.json"), {},
                                                   tr("Model configuration (*.json)"));
        if (!path.isEmpty())
            importConfig(path);
    });
    // A banner under the summary: what an imported config.json made GPU Planner assume (an
    // unknown family estimated as a Llama-like decoder) or count apart (a vision tower).
    model_warnings_ = new QLabel(this);
    model_warnings_->setObjectName(QStringLiteral("modelImportWarnings"));
    model_warnings_->setWordWrap(true);
    model_warnings_->setStyleSheet(
        QStringLiteral("QLabel { background: #fff4ce; color: #5c4400; padding: 4px; }"));
    model_warnings_->hide();
    form->addRow(QString(), import_);
    form->addRow(QString(), model_summary_);
    form->addRow(QString(), model_warnings_);
    return import_;
}

void ScenarioForm::setError(QLabel* error, QWidget* field, const QString& message) {
    if (error && (error->text() != message || error->isHidden() != message.isEmpty())) {
        error->setText(message);
        error->setVisible(!message.isEmpty());
    }
    if (field && field->property("invalid").toBool() != !message.isEmpty()) {
        // Re-polishing applies the red border of the style sheet; only when it changes.
        field->setProperty("invalid", !message.isEmpty());
        field->setToolTip(message.isEmpty() ? fieldTip(field) : message);
        field->style()->unpolish(field);
        field->style()->polish(field);
    }
}

void ScenarioForm::checkAgainstModel(const Scenario& candidate) const {
    if (!catalog_)
        return;
    std::optional<ModelSpec> model;
    try {
        model = resolveModel(*catalog_, candidate);
    } catch (const InputError&) {
        return; // a model the catalog lacks: the plan says so
    }
    checkScenarioForModel(candidate, *model); // a TP that splits no heads, requests beyond the context
}

bool ScenarioForm::offer(Scenario candidate, const QString& label, QLabel* error, QWidget* field,
                         const QString& merge_key) {
    try {
        candidate.validate();
        candidate.workload.validate();
        checkAgainstModel(candidate);
    } catch (const std::exception& e) {
        setError(error, field, text::errorText(e));
        return false;
    }
    setError(error, field, {});
    Q_EMIT scenarioEdited(candidate, tr("Change %1").arg(label), merge_key);
    return true;
}

void ScenarioForm::onNumberEdited(NumberField& f) {
    const QString text = f.edit->text().trimmed();
    std::optional<double> value;
    if (text.isEmpty()) {
        if (!f.spec.optional) {
            setError(f.error, f.edit, tr("%1 is required").arg(f.label));
            return;
        }
    } else {
        value = parseNumber(text);
        if (!value) {
            setError(f.error, f.edit, tr("“%1” is not a number").arg(text));
            return;
        }
        if (f.spec.integer && std::floor(*value) != *value) {
            setError(f.error, f.edit, tr("must be a whole number, got %1").arg(text));
            return;
        }
        if (f.spec.min_exclusive && (*value <= f.spec.min || *value > f.spec.max)) {
            setError(f.error, f.edit,
                     tr("must be above %1 and at most %2, got %3")
                         .arg(formatNumber(f.spec.min, f.spec.integer),
                              formatNumber(f.spec.max, f.spec.integer), text));
            return;
        }
        if (*value < f.spec.min || *value > f.spec.max) {
            setError(f.error, f.edit,
                     tr("must be between %1 and %2, got %3")
                         .arg(formatNumber(f.spec.min, f.spec.integer),
                              formatNumber(f.spec.max, f.spec.integer), text));
            return;
        }
    }
    Scenario next = scenario_;
    f.spec.set(next, value);
    offer(next, f.label, f.error, f.edit, f.name + QLatin1Char('#') + QString::number(typing_session_));
}

void ScenarioForm::onChoiceChanged(ChoiceField& f) {
    const QString value = f.combo->currentData().toString();
    Scenario next = scenario_;
    try {
        f.spec.set(next, value, catalog_);
    } catch (const std::exception& e) {
        setError(f.error, f.combo, text::errorText(e));
        return;
    }
    offer(next, f.label, f.error, f.combo, {});
}

void ScenarioForm::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    if (event->size().width() != event->oldSize().width())
        QTimer::singleShot(0, this, &ScenarioForm::fitLabels); // once the rows have their widths
}

void ScenarioForm::fitLabels() {
    for (QLabel* l : findChildren<QLabel*>()) {
        if (!l->wordWrap() || !l->objectName().endsWith(QStringLiteral("Label")) || l->width() <= 0)
            continue;
        const int needed = l->heightForWidth(l->width());
        if (needed > 0 && l->minimumHeight() != needed)
            l->setMinimumHeight(needed);
    }
}

void ScenarioForm::setCatalog(const Catalog& catalog) {
    catalog_ = &catalog;
    const bool was = updating_;
    updating_ = true;
    for (auto& f : choices_) {
        if (!f.spec.catalog_items)
            continue;
        f.combo->clear();
        for (const auto& [text, value] : f.spec.catalog_items(catalog))
            addItem(f.combo, text, value);
    }
    updating_ = was;
    fillOffers();
    setScenario(scenario_);
}

void ScenarioForm::fillOffers() {
    for (auto& f : choices_) {
        if (f.name != QStringLiteral("cloudOfferCombo"))
            continue;
        const bool was = updating_;
        updating_ = true;
        f.combo->clear();
        addItem(f.combo, tr("Cheapest on-demand offer"), QString());
        if (catalog_) {
            const std::string rented =
                scenario_.rent_gpu_id.empty() ? scenario_.gpu_id : scenario_.rent_gpu_id;
            for (const CloudOffer& o : catalog_->offers) {
                if (o.gpu_id != rented)
                    continue;
                addItem(f.combo,
                        tr("%1 %2, %3, %4: %5 for %6")
                            .arg(text::sourceText(o.provider, uiFormat()),
                                 QString::fromStdString(o.instance_type),
                                 text::offerKindText(o.pricing, uiFormat()),
                                 text::regionText(o.region, uiFormat()),
                                 uiFormat().moneyPerHour(o.price_per_hour, o.currency),
                                 uiFormat().gpus(static_cast<int>(o.gpu_count))),
                        QString::fromStdString(o.id));
            }
        }
        updating_ = was;
    }
}

void ScenarioForm::setScenario(const Scenario& scenario) {
    const bool gpu_changed =
        scenario.gpu_id != scenario_.gpu_id || scenario.rent_gpu_id != scenario_.rent_gpu_id;
    scenario_ = scenario;
    updating_ = true;
    if (gpu_changed)
        fillOffers();
    showNumbers(scenario);
    showChoices(scenario);
    showChecksAndLists(scenario);
    if (model_warnings_ && !scenario.model_spec)
        model_warnings_->hide(); // a catalog model: nothing was imported
    showModelSummary(scenario);
    showCurrencyUnits(scenario);
    updateEnabled();
    updating_ = false;
}

// The number fields, except what the user is typing when it already means the scenario's value.
void ScenarioForm::showNumbers(const Scenario& scenario) {
    for (auto& f : numbers_) {
        const std::optional<double> v = f.spec.get(scenario);
        const QString text = f.edit->text().trimmed();
        const std::optional<double> shown = text.isEmpty() ? std::nullopt : parseNumber(text);
        const bool invalid = !f.error->isHidden();
        // Keep what the user is typing when it already means this value (to the digits
        // shown: a percentage converted back and forth is off in its last bit), and keep
        // an invalid entry on screen while the scenario still holds the last good value.
        const bool same = shown && v ? formatNumber(*shown, f.spec.integer, f.spec.digits) ==
                                           formatNumber(*v, f.spec.integer, f.spec.digits)
                                     : shown.has_value() == v.has_value();
        if (!invalid && same && !(text.isEmpty() && v))
            continue;
        if (invalid && f.edit->hasFocus())
            continue;
        f.edit->setText(v ? formatNumber(*v, f.spec.integer, f.spec.digits) : QString());
        setError(f.error, f.edit, {});
    }
}

// The combo boxes on the scenario's choices; a value from another catalog shown as it is.
void ScenarioForm::showChoices(const Scenario& scenario) {
    for (auto& f : choices_) {
        QComboBox* combo = f.combo;
        const QString value = f.spec.get(scenario);
        if (f.name == QStringLiteral("modelCombo"))
            showImportedModel(combo, scenario);
        int index = combo->findData(value);
        if (index < 0 && !value.isEmpty()) {
            // Not in the catalog (a file from another catalog): show it as it is.
            combo->addItem(tr("%1 (not in the catalog)").arg(value), value);
            index = combo->count() - 1;
        }
        if (combo->currentIndex() != index)
            combo->setCurrentIndex(index);
        setError(f.error, combo, {});
    }
}

// The model combo's "(imported)" entry: there while the scenario carries its own model.
void ScenarioForm::showImportedModel(QComboBox* combo, const Scenario& scenario) {
    const int imported = combo->findData(kImportedModel);
    if (scenario.model_spec) {
        const QString label =
            tr("%1 (imported)")
                .arg(QString::fromStdString(scenario.model_spec->name.empty() ? scenario.model_spec->id
                                                                              : scenario.model_spec->name));
        if (imported < 0)
            combo->insertItem(0, label, kImportedModel);
        else
            combo->setItemText(imported, label);
    } else if (imported >= 0) {
        combo->removeItem(imported);
    }
}

void ScenarioForm::showChecksAndLists(const Scenario& scenario) {
    for (auto& f : checks_)
        f.check->setChecked(f.spec.get(scenario));
    for (auto& f : lists_) {
        const std::vector<std::string> names = f.spec.get(scenario);
        if (splitList(f.edit->text().toStdString()) != names) {
            std::string joined;
            for (const auto& n : names)
                joined += (joined.empty() ? "" : ",") + n;
            f.edit->setText(QString::fromStdString(joined));
            setError(f.error, f.edit, {});
        }
    }
}

// The chosen model's shape in one line under its combo.
void ScenarioForm::showModelSummary(const Scenario& scenario) {
    if (!model_summary_)
        return;
    try {
        const ModelSpec* m = nullptr;
        if (scenario.model_spec)
            m = &*scenario.model_spec;
        else if (catalog_)
            if (const CatalogModel* cm = catalog_->findModel(scenario.model_id))
                m = &cm->spec;
        model_summary_->setText(m ? tr("%1 layers, hidden %2, %3 heads (%4 KV), vocabulary %5")
                                        .arg(m->layers)
                                        .arg(m->hidden)
                                        .arg(m->heads)
                                        .arg(m->kv_heads)
                                        .arg(uiFormat().grouped(m->vocab))
                                  : QString());
    } catch (const std::exception&) {
        model_summary_->clear();
    }
}

// Units that follow the currency.
void ScenarioForm::showCurrencyUnits(const Scenario& scenario) {
    const QString cur = QString::fromStdString(scenario.currency);
    for (const auto& f : numbers_) {
        if (f.spec.currency_label.isEmpty())
            continue;
        if (auto* label = findChild<QLabel*>(f.name + QStringLiteral("Label")))
            label->setText(f.spec.currency_label.arg(cur));
    }
}

void ScenarioForm::updateEnabled() {
    for (const auto& [widget, applies] : applicable_)
        widget->setEnabled(applies(scenario_));
}

bool ScenarioForm::importConfig(const QString& path) {
    try {
        // Named as the command line names it: "Mixtral-8x7B-Instruct-v0.1" for a config.json in
        // the folder of that name (a Hugging Face download), the file's own name otherwise.
        HfImport imported = importHfConfigFile(path.toStdString());
        ModelSpec spec = std::move(imported.spec);
        if (spec.name.empty())
            spec.name = QFileInfo(path).fileName().toStdString();
        Scenario next = scenario_;
        next.model_spec = std::move(spec);
        setError(model_error_, nullptr, {});
        const bool accepted = offer(next, tr("model (imported config.json)"), model_error_, nullptr, {});
        if (model_warnings_) {
            model_warnings_->setText(text::coreText(imported.warnings, QStringLiteral("\n")));
            model_warnings_->setVisible(accepted && !imported.warnings.empty());
        }
        return accepted;
    } catch (const std::exception& e) {
        setError(model_error_, nullptr, QString::fromUtf8(e.what()));
        return false;
    }
}

QString ScenarioForm::errorFor(const QString& field_name) const {
    const auto* error = findChild<QLabel*>(field_name + QStringLiteral("Error"));
    return error && !error->isHidden() ? error->text() : QString();
}

bool ScenarioForm::hasErrors() const {
    for (const auto& f : numbers_)
        if (!f.error->isHidden())
            return true;
    for (const auto& f : choices_)
        if (!f.error->isHidden())
            return true;
    for (const auto& f : lists_)
        if (!f.error->isHidden())
            return true;
    return false;
}

} // namespace gpuplan::gui
