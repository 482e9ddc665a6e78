#pragma once

#include <QObject>
#include <QPageSize>
#include <QString>

#include <functional>

class QAction;
class QDialog;

namespace gpuplan::gui {

class MainWindow;

// File > Export Report…: the PDF procurement report of the window's scenario
// (app/report/PlanReport). The interactive path shows a preview (pages as
// they will print, A4 or Letter), then asks for a file name, then writes the
// PDF atomically; errors are shown in a non-blocking message box.
class ReportExport : public QObject {
    Q_OBJECT
public:
    // Enables and connects `action` for the window's session.
    ReportExport(MainWindow* window, QAction* action);

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
    void failed(const QString& message);

private:
    void chooseAndSave();
    void fail(const QString& message);

    MainWindow* window_;
    bool preview_enabled_ = true;
    std::function<QString()> chooser_;
    QPageSize::PageSizeId page_size_;
};

} // namespace gpuplan::gui
