#include "gui/window/ReportExport.h"

#include "gui/parts/UiFormat.h"
#include "gui/scenario/PlanSession.h"
#include "report/PlanReport.h"

#include "core/base/Error.h"
#include "core/base/OutputPath.h"
#include "core/plan/Planner.h"
#include "text/CoreText.h"
#include "widgets/FileDialogs.h"

#include <QAction>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPainter>
#include <QPrintPreviewWidget>
#include <QPrinter>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <exception>
#include <memory>

namespace gpuplan::gui {

namespace {

// What a window manager adds around a dialog (title bar, borders), kept free of the screen.
constexpr int kFrameAllowance = 40;

// The numbers follow the application's language; the C locale (no LANG) writes them the US way.
QLocale reportLocale() {
    const QLocale l;
    return l.language() == QLocale::C ? QLocale(QLocale::English, QLocale::UnitedStates) : l;
}

QPageLayout pageLayout(QPageSize::PageSizeId size) {
    return QPageLayout(QPageSize(size), QPageLayout::Portrait, QMarginsF(0, 0, 0, 0));
}

} // namespace

ReportExport::ReportExport(const PlanSession* session, std::function<QString()> current_file, QWidget* parent,
                           QAction* action)
    : QObject(parent), session_(session), current_file_(std::move(current_file)), parent_(parent),
      page_size_(QLocale().measurementSystem() == QLocale::ImperialUSSystem ? QPageSize::Letter
                                                                            : QPageSize::A4) {
    setObjectName(QStringLiteral("reportExport"));
    action->setEnabled(true);
    connect(action, &QAction::triggered, this, &ReportExport::run);
}

void ReportExport::fail(const QString& message) {
    Q_EMIT failed(message);
    // Window-modal and non-blocking, like the window's other errors.
    auto* box = new QMessageBox(QMessageBox::Warning, tr("Export Report"), message, QMessageBox::Ok, parent_);
    box->setObjectName(QStringLiteral("errorBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void ReportExport::run() {
    const PlanSession* session = session_;
    if (!session->hasResults() || !session->error().isEmpty()) {
        fail(tr("The scenario has no results to report: %1").arg(session->error()));
        return;
    }
    if (!preview_enabled_) {
        chooseAndSave();
        return;
    }
    QDialog* preview = createPreview();
    preview->setAttribute(Qt::WA_DeleteOnClose);
    preview->open();
}

bool ReportExport::exportTo(const QString& path, QString* error) {
    const PlanSession* session = session_;
    const report::PlanReportOptions options = reportOptions();
    try {
        // Never onto the open catalog, the scenario, or a file that is not a PDF.
        checkOutputPath(path.toStdString(), OutputKind::Pdf,
                        {session->catalogPath().toStdString(), {current_file_().toStdString()}});
    } catch (const InputError& e) {
        if (error)
            *error = text::errorText(e);
        return false;
    }
    try {
        const report::RenderResult result =
            report::writePlanReport(session->catalog(), session->plannedScenario(), options, path);
        if (!result.ok) {
            if (error)
                *error = result.error;
            return false;
        }
        Q_EMIT exported(path, result.pages);
        return true;
    } catch (const std::exception& e) {
        if (error)
            *error = tr("The report of this scenario cannot be made: %1").arg(QString::fromUtf8(e.what()));
        return false;
    }
}

void ReportExport::chooseAndSave() {
    QString path;
    if (chooser_) {
        path = chooser_();
    } else {
        const QString current = current_file_();
        const QString dir =
            current.isEmpty()
                ? QSettings().value(QStringLiteral("files/lastDir"), QDir::homePath()).toString()
                : QFileInfo(current).absolutePath();
        const QString name = current.isEmpty()
                                 ? tr("report.pdf")
                                 : QFileInfo(current).completeBaseName() + QStringLiteral(".pdf");
        path = widgets::saveFileName(parent_, tr("Export Report"), QDir(dir).filePath(name),
                                     tr("PDF document (*.pdf)"));
    }
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".pdf");
    QString error;
    if (!exportTo(path, &error)) {
        fail(error);
        return;
    }
    Q_EMIT saved(tr("Report written to %1").arg(QDir::toNativeSeparators(path)));
}

// The document is built once; the preview lays it out again for each page size.
struct ReportExport::Preview {
    PlanResults results;
    report::ReportDocument doc;
    report::ReportMeta meta;
    QPrinter printer{QPrinter::HighResolution};
};

report::PlanReportOptions ReportExport::reportOptions() const {
    report::PlanReportOptions options;
    options.locale = reportLocale();
    options.memory_unit = memoryUnit();
    options.stale_after_months = staleAfterMonths();
    options.page_size = page_size_;
    options.scenario_file = QFileInfo(current_file_()).fileName();
    return options;
}

std::shared_ptr<ReportExport::Preview> ReportExport::buildPreview() const {
    const PlanSession* session = session_;
    auto built = std::make_shared<Preview>();
    try {
        // The scenario as planned: with the exchange rates of the preferences, as in the window.
        const Scenario planned = session->plannedScenario();
        built->results = plan(session->catalog(), planned);
        const report::PlanReport report(session->catalog(), planned, built->results, reportOptions());
        built->doc = report.document();
        built->meta = report.meta();
    } catch (const std::exception& e) {
        built->doc = report::ReportDocument();
        built->doc.addParagraph(
            tr("The report of this scenario cannot be made: %1").arg(QString::fromUtf8(e.what())));
    }
    built->printer.setOutputFormat(QPrinter::PdfFormat); // no print system needed for the preview
    built->printer.setFullPage(true);
    built->printer.setPageLayout(pageLayout(page_size_));
    return built;
}

QDialog* ReportExport::createPreview() {
    const std::shared_ptr<Preview> built = buildPreview();
    auto* dialog = new QDialog(parent_);
    dialog->setObjectName(QStringLiteral("reportPreview"));
    dialog->setWindowTitle(tr("Report Preview"));
    // 820 x 960 (a page at a readable size), or less where the screen has less room: on a
    // 1024 x 700 laptop the dialog with its "Save as PDF…" fits (issue 37).
    const QScreen* screen = parent_ ? parent_->screen() : QGuiApplication::primaryScreen();
    const QRect room = screen ? screen->availableGeometry() : QRect(0, 0, 820, 960);
    dialog->resize(std::min(820, room.width() - kFrameAllowance),
                   std::min(960, room.height() - kFrameAllowance));
    auto* preview = new QPrintPreviewWidget(&built->printer, dialog);
    preview->setObjectName(QStringLiteral("reportPreviewWidget"));
    connect(preview, &QPrintPreviewWidget::paintRequested, dialog, [built](QPrinter* printer) {
        report::ReportMeta meta = built->meta;
        meta.page_size = printer->pageLayout().pageSize().id();
        const int total = report::countPages(built->doc, meta);
        QPainter painter(printer);
        report::renderToDevice(built->doc, meta, printer, &painter, total);
    });
    QHBoxLayout* bar = previewBar(dialog, preview, built);
    QDialogButtonBox* buttons = previewButtons(dialog);
    auto* layout = new QVBoxLayout(dialog);
    layout->addLayout(bar);
    layout->addWidget(preview, 1);
    layout->addWidget(buttons);
    return dialog;
}

QHBoxLayout* ReportExport::previewBar(QDialog* dialog, QPrintPreviewWidget* preview,
                                      const std::shared_ptr<Preview>& built) {
    auto* page_size = new QComboBox(dialog);
    page_size->setObjectName(QStringLiteral("pageSizeBox"));
    page_size->addItem(tr("A4"), static_cast<int>(QPageSize::A4));
    page_size->addItem(tr("Letter"), static_cast<int>(QPageSize::Letter));
    page_size->setCurrentIndex(page_size_ == QPageSize::Letter ? 1 : 0);
    connect(page_size, &QComboBox::currentIndexChanged, dialog, [this, built, preview, page_size] {
        page_size_ = static_cast<QPageSize::PageSizeId>(page_size->currentData().toInt());
        built->printer.setPageLayout(pageLayout(page_size_));
        preview->updatePreview();
    });
    auto tool = [dialog](const QString& text, const QString& tip, auto slot) {
        auto* b = new QToolButton(dialog);
        b->setText(text);
        b->setToolTip(tip);
        QObject::connect(b, &QToolButton::clicked, dialog, slot);
        return b;
    };
    auto* bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Page size:"), dialog));
    bar->addWidget(page_size);
    bar->addSpacing(12);
    bar->addWidget(tool(tr("Fit width"), tr("Fit the page width"), [preview] { preview->fitToWidth(); }));
    bar->addWidget(tool(tr("Whole page"), tr("Show whole pages"), [preview] { preview->fitInView(); }));
    bar->addWidget(tool(QStringLiteral("−"), tr("Zoom out"), [preview] { preview->zoomOut(); }));
    bar->addWidget(tool(QStringLiteral("+"), tr("Zoom in"), [preview] { preview->zoomIn(); }));
    bar->addStretch(1);
    return bar;
}

QDialogButtonBox* ReportExport::previewButtons(QDialog* dialog) {
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, dialog);
    QPushButton* save = buttons->addButton(tr("Save as PDF…"), QDialogButtonBox::AcceptRole);
    save->setObjectName(QStringLiteral("savePdfButton"));
    save->setDefault(true);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    connect(buttons, &QDialogButtonBox::accepted, dialog, [this, dialog] {
        dialog->accept();
        chooseAndSave();
    });
    return buttons;
}

} // namespace gpuplan::gui
