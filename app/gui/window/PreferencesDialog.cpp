#include "gui/window/PreferencesDialog.h"

#include "core/cost/Pricing.h"
#include "core/scenario/Scenario.h"
#include "gui/parts/Settings.h"
#include "gui/parts/UiFormat.h"
#include "gui/window/CatalogFile.h"
#include "text/CatalogWords.h"
#include "text/CoreText.h"
#include "text/ParseNumber.h"
#include "widgets/FileDialogs.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <exception>

namespace gpuplan::gui {

namespace {

const QString kEur = QStringLiteral("EUR");
const QString kErrorStyle = QStringLiteral("color: #b03a2e");

using text::parseNumber;

QString numberText(double v) {
    return QLocale().toString(v, 'g', 6);
}

QLabel* errorLabel(const QString& name, QWidget* parent) {
    auto* l = new QLabel(parent);
    l->setObjectName(name);
    l->setStyleSheet(kErrorStyle);
    l->setWordWrap(true);
    l->hide();
    return l;
}

// A form label for a row whose field sits in a layout (its shortcut focuses `buddy`).
QLabel* buddyLabel(const QString& text, QWidget* buddy, QWidget* parent) {
    auto* l = new QLabel(text, parent);
    l->setBuddy(buddy);
    return l;
}

void showError(QLabel* label, const QString& message) {
    label->setText(message);
    label->setVisible(!message.isEmpty());
}

// The efficiencies the dialog edits: settings key, label, range, and where each one lives.
struct EfficiencyField {
    const char* key;
    const char* label;
    double lo, hi;
};

const EfficiencyField kEfficiencyFields[] = {
    {"train_mfu", QT_TRANSLATE_NOOP("gpuplan::gui::PreferencesDialog", "Training MFU"), 0.01, 1.0},
    {"prefill_mfu", QT_TRANSLATE_NOOP("gpuplan::gui::PreferencesDialog", "Prefill MFU"), 0.01, 1.0},
    {"decode_mfu", QT_TRANSLATE_NOOP("gpuplan::gui::PreferencesDialog", "Decode MFU (compute)"), 0.01, 1.0},
    {"decode_memory",
     QT_TRANSLATE_NOOP("gpuplan::gui::PreferencesDialog", "Decode share of memory bandwidth"), 0.01, 1.0},
    {"gemm", QT_TRANSLATE_NOOP("gpuplan::gui::PreferencesDialog", "Large matrix products"), 0.01, 1.0},
    {"collective", QT_TRANSLATE_NOOP("gpuplan::gui::PreferencesDialog", "Collectives (NCCL bus bandwidth)"),
     0.01, 1.0},
    {"overlap", QT_TRANSLATE_NOOP("gpuplan::gui::PreferencesDialog", "Gradient communication hidden"), 0.0,
     1.0},
    {"rocm_factor", QT_TRANSLATE_NOOP("gpuplan::gui::PreferencesDialog", "ROCm slowdown (×)"), 0.1, 100.0},
    {"other_stack_factor", QT_TRANSLATE_NOOP("gpuplan::gui::PreferencesDialog", "Other stacks slowdown (×)"),
     0.1, 100.0},
};

double& efficiencyOf(Efficiencies& e, const QString& key) {
    if (key == QLatin1String("train_mfu"))
        return e.train_mfu;
    if (key == QLatin1String("prefill_mfu"))
        return e.prefill_mfu;
    if (key == QLatin1String("decode_mfu"))
        return e.decode_mfu;
    if (key == QLatin1String("decode_memory"))
        return e.decode_memory;
    if (key == QLatin1String("gemm"))
        return e.gemm;
    if (key == QLatin1String("collective"))
        return e.comm.collective_efficiency;
    if (key == QLatin1String("overlap"))
        return e.comm.overlap;
    if (key == QLatin1String("rocm_factor"))
        return e.rocm_factor;
    return e.other_stack_factor;
}

} // namespace

namespace {

// How old a catalog price may be before the window and the report flag it ("over 12 months old").
QSpinBox* staleAfterBox(QWidget* parent) {
    auto* box = new QSpinBox(parent);
    box->setObjectName(QStringLiteral("staleAfterSpin"));
    box->setRange(kMinStaleAfterMonths, kMaxStaleAfterMonths);
    box->setSuffix(PreferencesDialog::tr(" months"));
    box->setToolTip(PreferencesDialog::tr("A catalog price or cloud rate older than this is flagged in the "
                                          "windows and the report (12 months by default)."));
    return box;
}

// The choice's whole text in the tool tip, with what the choice means where it says.
void showWholeChoice(QComboBox* combo) {
    const QString means = combo->currentData(Qt::ToolTipRole).toString();
    combo->setToolTip(means.isEmpty() ? combo->currentText()
                                      : combo->currentText() + QLatin1Char('\n') + means);
}

} // namespace

PreferencesDialog::PreferencesDialog(const Catalog& catalog, const QString& catalog_path, QWidget* parent)
    : QDialog(parent), catalog_(catalog) {
    setObjectName(QStringLiteral("preferencesDialog"));
    setWindowTitle(tr("Preferences"));
    QGroupBox* general = buildGeneral();
    QGroupBox* display = buildDisplay();
    QGroupBox* defaults = buildDefaults();
    QGroupBox* catalog_box = buildCatalogBox(catalog_path);

    buttons_ = new QDialogButtonBox(
        QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults, this);
    buttons_->setObjectName(QStringLiteral("preferencesButtons"));

    auto* columns = new QHBoxLayout;
    auto* left = new QVBoxLayout;
    left->addWidget(general);
    left->addWidget(display);
    left->addStretch(1);
    columns->addLayout(left, 3);
    columns->addWidget(defaults, 2);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(columns);
    layout->addWidget(catalog_box);
    layout->addWidget(buttons_);

    // Long choices (a currency's name, a translated unit) must not widen the dialog past a
    // small screen: the closed box shows what fits, the list and the tool tip the whole text.
    for (QComboBox* combo : {language_, memory_unit_, currency_}) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(18);
    }
    for (QComboBox* combo : {language_, memory_unit_})
        connect(combo, &QComboBox::currentTextChanged, combo, [combo] { showWholeChoice(combo); });

    fillCurrencies();
    load(Settings());
    for (QComboBox* combo : {language_, memory_unit_})
        showWholeChoice(combo);

    connectFields();
}

// General: language, probe.
QGroupBox* PreferencesDialog::buildGeneral() {
    auto* general = new QGroupBox(tr("General"), this);
    auto* general_form = new QFormLayout(general);
    language_ = new QComboBox(general);
    language_->setObjectName(QStringLiteral("languageCombo"));
    const QString system_language = QLocale::system().nativeLanguageName();
    language_->addItem(system_language.isEmpty() ? tr("System") : tr("System (%1)").arg(system_language),
                       QStringLiteral("system"));
    // Each language under its own name, untranslated: whoever cannot read the
    // current language still finds theirs.
    language_->addItem(QStringLiteral("English"), QStringLiteral("en"));
    language_->addItem(QStringLiteral("Français"), QStringLiteral("fr"));
    general_form->addRow(tr("&Language"), language_);
    auto* language_note = new QLabel(tr("The language changes when GPU Planner starts again."), general);
    language_note->setObjectName(QStringLiteral("languageNote"));
    language_note->setWordWrap(true);
    general_form->addRow(QString(), language_note);
    probe_ = new QCheckBox(tr("Detect the GPUs of this computer (Probe tab)"), general);
    probe_->setObjectName(QStringLiteral("probeCheck"));
    general_form->addRow(QString(), probe_);
    return general;
}

// Display: memory unit, currency and its rate.
QGroupBox* PreferencesDialog::buildDisplay() {
    auto* display = new QGroupBox(tr("Units and money"), this);
    auto* display_form = new QFormLayout(display);
    memory_unit_ = new QComboBox(display);
    memory_unit_->setObjectName(QStringLiteral("memoryUnitCombo"));
    // GiB first, the default: a "24 GB" card has 24 GiB, which nvidia-smi shows as 24564 MiB.
    memory_unit_->addItem(tr("GiB (2³⁰ bytes, as nvidia-smi counts)"), QStringLiteral("GiB"));
    memory_unit_->setItemData(0,
                              tr("The capacity printed on a card: a \"24 GB\" card has 24 GiB, which "
                                 "nvidia-smi shows as 24564 MiB."),
                              Qt::ToolTipRole);
    memory_unit_->addItem(tr("GB (10⁹ bytes, SI)"), QStringLiteral("GB"));
    display_form->addRow(tr("&Memory figures"), memory_unit_);
    currency_ = new QComboBox(display);
    currency_->setObjectName(QStringLiteral("currencyCombo"));
    currency_->setToolTip(tr("The currency of new scenarios"));
    display_form->addRow(tr("&Currency of new scenarios"), currency_);
    rate_currency_ = new QComboBox(display);
    rate_currency_->setObjectName(QStringLiteral("rateCurrencyCombo"));
    rate_ = new QLineEdit(display);
    rate_->setObjectName(QStringLiteral("rateEdit"));
    rate_->setToolTip(tr("Leave empty to use the catalog's rate. A scenario's own rates still win."));
    rate_unit_ = new QLabel(display);
    auto* rate_row = new QHBoxLayout;
    rate_row->addWidget(rate_currency_);
    rate_row->addWidget(new QLabel(tr("1 EUR ="), display));
    rate_row->addWidget(rate_, 1);
    rate_row->addWidget(rate_unit_);
    display_form->addRow(buddyLabel(tr("E&xchange rate"), rate_, display), rate_row);
    rate_catalog_ = new QLabel(display);
    rate_catalog_->setObjectName(QStringLiteral("rateCatalogLabel"));
    rate_catalog_->setWordWrap(true);
    display_form->addRow(QString(), rate_catalog_);
    rate_error_ = errorLabel(QStringLiteral("rateError"), display);
    display_form->addRow(QString(), rate_error_);
    stale_after_ = staleAfterBox(display);
    display_form->addRow(tr("Flag &prices older than"), stale_after_);
    return display;
}

// New scenarios: electricity and efficiencies.
QGroupBox* PreferencesDialog::buildDefaults() {
    auto* defaults = new QGroupBox(tr("New scenarios"), this);
    auto* defaults_form = new QFormLayout(defaults);
    electricity_ = new QLineEdit(defaults);
    electricity_->setObjectName(QStringLiteral("electricityEdit"));
    electricity_unit_ = new QLabel(defaults);
    auto* electricity_row = new QHBoxLayout;
    electricity_row->addWidget(electricity_, 1);
    electricity_row->addWidget(electricity_unit_);
    electricity_->setMinimumWidth(electricity_->fontMetrics().horizontalAdvance(QStringLiteral("0000.0000")));
    defaults_form->addRow(buddyLabel(tr("&Electricity price"), electricity_, defaults), electricity_row);
    electricity_error_ = errorLabel(QStringLiteral("electricityError"), defaults);
    defaults_form->addRow(QString(), electricity_error_);
    auto* efficiencies_title = new QLabel(tr("Efficiencies (share of the peak reached):"), defaults);
    efficiencies_title->setWordWrap(true);
    defaults_form->addRow(efficiencies_title);
    for (const EfficiencyField& f : kEfficiencyFields) {
        auto* spin = new QDoubleSpinBox(defaults);
        spin->setObjectName(QStringLiteral("efficiency_%1").arg(QLatin1String(f.key)));
        spin->setRange(f.lo, f.hi);
        spin->setDecimals(2);
        spin->setSingleStep(0.05);
        defaults_form->addRow(tr(f.label), spin);
        efficiency_.insert(QLatin1String(f.key), spin);
    }
    return defaults;
}

// Catalog file.
QGroupBox* PreferencesDialog::buildCatalogBox(const QString& catalog_path) {
    auto* catalog_box = new QGroupBox(tr("Catalog"), this);
    auto* catalog_layout = new QVBoxLayout(catalog_box);
    auto* catalog_row = new QHBoxLayout;
    catalog_path_ = new QLineEdit(QDir::toNativeSeparators(catalog_path), catalog_box);
    catalog_path_->setObjectName(QStringLiteral("catalogPathEdit"));
    catalog_path_->setReadOnly(true);
    open_catalog_ = new QPushButton(tr("&Open Another Catalog…"), catalog_box);
    open_catalog_->setObjectName(QStringLiteral("openCatalogButton"));
    catalog_row->addWidget(catalog_path_, 1);
    catalog_row->addWidget(open_catalog_);
    catalog_layout->addLayout(catalog_row);
    catalog_message_ = new QLabel(
        tr("GPU Planner opens this file at start-up (the --db option and GPU_PLANNER_DB come first)."),
        catalog_box);
    catalog_message_->setObjectName(QStringLiteral("catalogMessage"));
    catalog_message_->setWordWrap(true);
    catalog_layout->addWidget(catalog_message_);
    return catalog_box;
}

void PreferencesDialog::connectFields() {
    connect(buttons_, &QDialogButtonBox::accepted, this, &PreferencesDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &PreferencesDialog::reject);
    connect(buttons_->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this,
            &PreferencesDialog::restoreDefaults);
    connect(open_catalog_, &QPushButton::clicked, this, &PreferencesDialog::browseCatalog);
    connect(currency_, &QComboBox::currentIndexChanged, this, [this] {
        // The rate shown follows the currency chosen (when it is not the euro).
        const QString code = currency_->currentData().toString();
        const int i = rate_currency_->findData(code);
        if (i >= 0)
            rate_currency_->setCurrentIndex(i);
        electricity_unit_->setText(tr("%1/kWh").arg(code));
        validate();
    });
    connect(rate_currency_, &QComboBox::currentIndexChanged, this, [this] {
        storeRate();
        showRate();
        validate();
    });
    // The catalog rate's age is flagged against the threshold as it is being chosen.
    connect(stale_after_, &QSpinBox::valueChanged, this, [this] { showRate(); });
    connect(rate_, &QLineEdit::textEdited, this, [this] {
        storeRate();
        validate();
    });
    connect(electricity_, &QLineEdit::textEdited, this, &PreferencesDialog::validate);
}

PreferencesDialog::~PreferencesDialog() = default;

void PreferencesDialog::fillCurrencies() {
    QStringList codes{kEur};
    for (const Currency& c : catalog_.currencies)
        if (!codes.contains(QString::fromStdString(c.code)))
            codes.append(QString::fromStdString(c.code));
    for (const ExchangeRate& r : catalog_.rates)
        if (!codes.contains(QString::fromStdString(r.currency)))
            codes.append(QString::fromStdString(r.currency));
    for (const QString& code : codes) {
        QString name;
        for (const Currency& c : catalog_.currencies)
            if (QString::fromStdString(c.code) == code)
                name = QString::fromStdString(c.name);
        currency_->addItem(name.isEmpty() ? code : tr("%1 — %2").arg(code, name), code);
        if (code != kEur)
            rate_currency_->addItem(code, code);
    }
    rate_currency_->setEnabled(rate_currency_->count() > 1);
}

void PreferencesDialog::setLanguage(const QString& id) {
    language_->setCurrentIndex(std::max(0, language_->findData(id)));
}

void PreferencesDialog::setEfficiencies(const Efficiencies& e) {
    Efficiencies copy = e;
    for (auto it = efficiency_.begin(); it != efficiency_.end(); ++it)
        it.value()->setValue(efficiencyOf(copy, it.key()));
}

Efficiencies PreferencesDialog::efficiencies() const {
    Efficiencies e;
    for (auto it = efficiency_.begin(); it != efficiency_.end(); ++it)
        efficiencyOf(e, it.key()) = it.value()->value();
    return e;
}

void PreferencesDialog::load(const Settings& settings) {
    setLanguage(settings.language());
    probe_->setChecked(settings.probeEnabled());
    memory_unit_->setCurrentIndex(memory_unit_->findData(
        settings.memoryUnit() == SizeUnit::GiB ? QStringLiteral("GiB") : QStringLiteral("GB")));
    stale_after_->setValue(settings.staleAfterMonths());
    const QString currency = settings.displayCurrency();
    if (currency_->findData(currency) < 0)
        currency_->addItem(currency, currency); // a currency this catalog does not list
    rate_text_.clear();
    for (int i = 0; i < rate_currency_->count(); ++i) {
        const QString code = rate_currency_->itemData(i).toString();
        const auto v = settings.rateOverride(code);
        rate_text_[code] = v ? numberText(*v) : QString();
    }
    for (const ExchangeRate& r : settings.rateOverrides()) {
        const QString code = QString::fromStdString(r.currency);
        if (rate_currency_->findData(code) < 0) {
            rate_currency_->addItem(code, code);
            rate_text_[code] = numberText(r.per_eur);
        }
    }
    electricity_->setText(numberText(settings.electricityPerKwh()));
    setEfficiencies(settings.efficiencies());
    currency_->setCurrentIndex(currency_->findData(currency));
    if (const int i = rate_currency_->findData(currency); i >= 0)
        rate_currency_->setCurrentIndex(i);
    electricity_unit_->setText(tr("%1/kWh").arg(currency));
    showRate();
    validate();
}

void PreferencesDialog::restoreDefaults() {
    setLanguage(QStringLiteral("system"));
    probe_->setChecked(true);
    memory_unit_->setCurrentIndex(memory_unit_->findData(QStringLiteral("GiB")));
    stale_after_->setValue(kDefaultStaleAfterMonths);
    rate_->clear();
    for (auto it = rate_text_.begin(); it != rate_text_.end(); ++it)
        it.value().clear();
    currency_->setCurrentIndex(currency_->findData(kEur));
    electricity_->setText(numberText(Scenario{}.electricity_per_kwh));
    setEfficiencies(Efficiencies{});
    showRate();
    validate();
}

void PreferencesDialog::storeRate() {
    if (!shown_rate_currency_.isEmpty())
        rate_text_[shown_rate_currency_] = rate_->text().trimmed();
}

void PreferencesDialog::showRate() {
    const QString code = rate_currency_->currentData().toString();
    shown_rate_currency_ = code;
    rate_->setEnabled(!code.isEmpty());
    rate_unit_->setText(code);
    rate_->setText(rate_text_.value(code));
    const ExchangeRate* r = catalog_.findRate(code.toStdString());
    if (code.isEmpty()) {
        rate_catalog_->setText(tr("The catalog has only euro prices."));
    } else if (r) {
        rate_->setPlaceholderText(numberText(r->per_eur));
        // Its age as a price's (flagged past the threshold chosen above): the amounts it converts
        // are no newer than it.
        const QString age = text::coreText(rateDateNote(r->date, todayIso(), stale_after_->value()));
        rate_catalog_->setText(tr("Catalog: 1 EUR = %1 %2 (%3).").arg(numberText(r->per_eur), code, age));
        rate_catalog_->setToolTip(text::rateSourceText(r->source, uiFormat()));
    } else {
        rate_->setPlaceholderText({});
        rate_catalog_->setText(tr("The catalog has no rate for %1.").arg(code));
        rate_catalog_->setToolTip({});
    }
}

void PreferencesDialog::validate() {
    // Electricity: a price, zero or more.
    QString electricity_message;
    const auto price = parseNumber(electricity_->text());
    if (electricity_->text().trimmed().isEmpty())
        electricity_message = tr("Enter the price of one kWh.");
    else if (!price)
        electricity_message = tr("“%1” is not a number.").arg(electricity_->text().trimmed());
    else if (*price < 0)
        electricity_message = tr("A price cannot be negative.");
    showError(electricity_error_, electricity_message);

    // Rates: empty (the catalog's) or a positive number; the currency of new
    // scenarios needs one from somewhere.
    QString rate_message;
    for (auto it = rate_text_.begin(); it != rate_text_.end() && rate_message.isEmpty(); ++it) {
        if (it.value().isEmpty())
            continue;
        const auto v = parseNumber(it.value());
        if (!v)
            rate_message = tr("The rate for %1, “%2”, is not a number.").arg(it.key(), it.value());
        else if (*v <= 0)
            rate_message = tr("The rate for %1 must be more than zero.").arg(it.key());
    }
    const QString currency = currency_->currentData().toString();
    if (rate_message.isEmpty() && currency != kEur && rate_text_.value(currency).isEmpty() &&
        !catalog_.findRate(currency.toStdString()))
        rate_message = tr("The catalog has no rate for %1: enter one to use it.").arg(currency);
    showError(rate_error_, rate_message);

    buttons_->button(QDialogButtonBox::Ok)->setEnabled(isValid());
}

bool PreferencesDialog::isValid() const {
    return electricity_error_->text().isEmpty() && rate_error_->text().isEmpty();
}

void PreferencesDialog::save(Settings& settings) const {
    settings.setLanguage(language_->currentData().toString());
    settings.setProbeEnabled(probe_->isChecked());
    settings.setMemoryUnit(memory_unit_->currentData().toString() == QStringLiteral("GiB") ? SizeUnit::GiB
                                                                                           : SizeUnit::GB);
    settings.setStaleAfterMonths(stale_after_->value());
    settings.setDisplayCurrency(currency_->currentData().toString());
    std::vector<ExchangeRate> rates;
    for (auto it = rate_text_.begin(); it != rate_text_.end(); ++it) {
        if (const auto v = parseNumber(it.value()); v && *v > 0) {
            ExchangeRate r;
            r.currency = it.key().toStdString();
            r.per_eur = *v;
            rates.push_back(r);
        }
    }
    settings.setRateOverrides(rates);
    if (const auto price = parseNumber(electricity_->text()))
        settings.setElectricityPerKwh(*price);
    settings.setEfficiencies(efficiencies());
    if (chosen_catalog_)
        settings.setCatalogPath(chosen_path_);
}

void PreferencesDialog::accept() {
    storeRate();
    validate();
    if (!isValid())
        return; // the messages beside the fields say why
    Settings settings;
    save(settings);
    QDialog::accept();
}

bool PreferencesDialog::chooseCatalog(const QString& path) {
    const QString absolute = QFileInfo(path).absoluteFilePath();
    try {
        chosen_catalog_ = loadCatalogFile(absolute);
    } catch (const std::exception& e) {
        catalog_message_->setStyleSheet(kErrorStyle);
        catalog_message_->setText(tr("This file cannot be used as a catalog: %1\nThe current catalog stays.")
                                      .arg(QString::fromUtf8(e.what())));
        return false;
    }
    chosen_path_ = absolute;
    catalog_path_->setText(QDir::toNativeSeparators(absolute));
    catalog_message_->setStyleSheet({});
    catalog_message_->setText(
        tr("GPU Planner switches to this catalog when you press OK, and opens it at the "
           "next start."));
    return true;
}

void PreferencesDialog::browseCatalog() {
    const QString path =
        widgets::openFileName(this, tr("Open a catalog"), QFileInfo(catalog_path_->text()).absolutePath(),
                              tr("GPU Planner catalogs (*.sqlite *.db);;All files (*)"));
    if (!path.isEmpty())
        chooseCatalog(path);
}

} // namespace gpuplan::gui
