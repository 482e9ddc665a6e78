#pragma once

#include "core/base/Units.h"
#include "core/catalog/Catalog.h"
#include "core/speed/Throughput.h"

#include <QDialog>
#include <QMap>
#include <QString>

#include <optional>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace gpuplan::gui {

class Settings;

// Edit > Preferences…: language, display currency and exchange rates, GB or
// GiB, the defaults of new scenarios, the catalog file, the local GPU probe.
// The dialog edits copies; OK writes them to the Settings (and refuses while a
// field is invalid, with the reason beside it), Cancel forgets them, Restore
// Defaults puts the default values in the fields. Another catalog file is
// opened (and migrated) when it is chosen, so that a file that cannot be used
// is reported at once; the caller switches to it after OK (chosenCatalog()).
class PreferencesDialog : public QDialog {
    Q_OBJECT
public:
    // `catalog` and `catalog_path`: the catalog in use (its currencies and rates).
    PreferencesDialog(const Catalog& catalog, const QString& catalog_path, QWidget* parent = nullptr);
    ~PreferencesDialog() override;

    // Opens `path` with the catalog store (migrating it); on success it becomes
    // the chosen catalog, else the message says why beside the field and the
    // current catalog stays. The "Open Another Catalog…" button asks for a file
    // and calls this.
    bool chooseCatalog(const QString& path);
    // The catalog chosen in the dialog, loaded, with its path; nullopt when unchanged.
    const std::optional<Catalog>& chosenCatalog() const { return chosen_catalog_; }
    const QString& chosenCatalogPath() const { return chosen_path_; }

    // Whether every field holds a valid value (OK is enabled).
    bool isValid() const;
    // Writes the fields to the settings (OK calls it when valid).
    void save(Settings& settings) const;

    void accept() override;

private:
    // The constructor's steps: each group of fields, then what follows each field.
    QGroupBox* buildGeneral();
    QGroupBox* buildDisplay();
    QGroupBox* buildDefaults();
    QGroupBox* buildCatalogBox(const QString& catalog_path);
    void connectFields();
    void load(const Settings& settings);
    void restoreDefaults();
    void fillCurrencies();
    void showRate();
    void storeRate();
    void validate();
    void browseCatalog();
    void setLanguage(const QString& id);
    void setEfficiencies(const Efficiencies& e);
    Efficiencies efficiencies() const;

    const Catalog& catalog_;
    std::optional<Catalog> chosen_catalog_;
    QString chosen_path_;

    QComboBox* language_ = nullptr;
    QComboBox* currency_ = nullptr;
    QComboBox* memory_unit_ = nullptr;
    QSpinBox* stale_after_ = nullptr;
    QComboBox* rate_currency_ = nullptr;
    QLineEdit* rate_ = nullptr;
    QLabel* rate_unit_ = nullptr;
    QLabel* rate_catalog_ = nullptr;
    QLabel* rate_error_ = nullptr;
    QLineEdit* electricity_ = nullptr;
    QLabel* electricity_unit_ = nullptr;
    QLabel* electricity_error_ = nullptr;
    QMap<QString, QDoubleSpinBox*> efficiency_;
    QLineEdit* catalog_path_ = nullptr;
    QPushButton* open_catalog_ = nullptr;
    QLabel* catalog_message_ = nullptr;
    QCheckBox* probe_ = nullptr;
    QDialogButtonBox* buttons_ = nullptr;

    // The rates being edited, by currency: "" = the catalog's (no override).
    QMap<QString, QString> rate_text_;
    QString shown_rate_currency_;
};

} // namespace gpuplan::gui
