#pragma once

#include <QObject>
#include <QPageSize>
#include <QString>

#include <functional>
#include <memory>

class QAction;
class QDialog;
class QDialogButtonBox;
class QHBoxLayout;
class QPrintPreviewWidget;
class QWidget;

namespace gpuplan::report {
struct PlanReportOptions;
} // namespace gpuplan::report

namespace gpuplan::gui {

class PlanSession;

// File > Export Report…: the PDF procurement report of the session's scenario
// (app/report/PlanReport). The interactive path shows a preview (pages as
// they will print, A4 or Letter), then asks for a file name, then writes the
// PDF atomically; errors are shown in a non-blocking message box.
class ReportExport : public QObject {
    Q_OBJECT
public:
    // Enables and connects `action` for `session`. `current_file` gives the scenario
    // file open in the window ("" = none): it names the report and is never overwritten.
    // Dialogs open over `parent`, which owns the exporter.
    ReportExport(const PlanSession* session, std::function<QString()> current_file, QWidget* parent,
                 QAction* action);

    // The interactive export (the action's slot).
    void run();
    // Writes the report at `path` without any dialog; false with `error` set on failure
    // (the message names the file).
    bool exportTo(const QString& path, QString* error = nullptr);
    // The preview dialog, not yet shown (its "Save as PDF…" button asks for the file).
    QDialog* createPreview();

    // Tests and scripts: no preview, and this function instead of the file dialog
    // (an empty path cancels).
    void setPreviewEnabled(bool enabled) { preview_enabled_ = enabled; }
    void setPathChooser(std::function<QString()> chooser) { chooser_ = std::move(chooser); }

    QPageSize::PageSizeId pageSize() const { return page_size_; }
    void setPageSize(QPageSize::PageSizeId size) { page_size_ = size; }

Q_SIGNALS:
    void exported(const QString& path, int pages);
    // After an interactive export: the sentence for the window's status bar.
    void saved(const QString& message);
    void failed(const QString& message);

private:
    struct Preview; // the report the preview shows, and its printer
    // The report's options: the window's language, memory unit, price age and page size.
    report::PlanReportOptions reportOptions() const;
    // The steps of createPreview(): the report built, the bar above the pages (page size,
    // zoom), the buttons below.
    std::shared_ptr<Preview> buildPreview() const;
    QHBoxLayout* previewBar(QDialog* dialog, QPrintPreviewWidget* preview,
                            const std::shared_ptr<Preview>& built);
    QDialogButtonBox* previewButtons(QDialog* dialog);
    void chooseAndSave();
    void fail(const QString& message);

    const PlanSession* session_;
    std::function<QString()> current_file_;
    QWidget* parent_;
    bool preview_enabled_ = true;
    std::function<QString()> chooser_;
    QPageSize::PageSizeId page_size_;
};

} // namespace gpuplan::gui
