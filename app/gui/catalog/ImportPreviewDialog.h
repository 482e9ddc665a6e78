#pragma once

#include <QDialog>
#include <QStringList>

class QDialogButtonBox;
class QLabel;
class QListWidget;

namespace gpuplan::gui {

// What an import would do, shown before anything is written: the rows it adds
// and replaces per table, or every bad row (then it cannot be applied).
// Accepting the dialog means "apply".
class ImportPreviewDialog : public QDialog {
    Q_OBJECT
public:
    // `summary`: one line per table; `errors`: one line per bad row (empty when the import is clean).
    ImportPreviewDialog(const QString& path, const QStringList& summary, const QStringList& errors,
                        QWidget* parent = nullptr);

    bool canApply() const { return errors_.isEmpty(); }
    QStringList errors() const { return errors_; }

private:
    QStringList errors_;
};

} // namespace gpuplan::gui
