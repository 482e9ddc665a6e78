#include "gui/catalog/ImportPreviewDialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

namespace gpuplan::gui {

ImportPreviewDialog::ImportPreviewDialog(const QString& path, const QStringList& summary,
                                         const QStringList& errors, QWidget* parent)
    : QDialog(parent), errors_(errors) {
    setObjectName(QStringLiteral("importPreview"));
    setWindowTitle(tr("Import preview"));
    auto* layout = new QVBoxLayout(this);

    auto* heading = new QLabel(this);
    heading->setObjectName(QStringLiteral("importHeading"));
    heading->setWordWrap(true);
    if (errors.isEmpty())
        heading->setText(
            tr("Importing %1 would make these changes. Nothing has been written yet.").arg(path));
    else
        heading->setText(tr("%n bad row(s) in %1. Nothing can be imported until they are fixed; "
                            "the catalog is unchanged.",
                            nullptr, static_cast<int>(errors.size()))
                             .arg(path));
    layout->addWidget(heading);

    if (!errors.isEmpty())
        heading->setStyleSheet(QStringLiteral("color: #b00020; font-weight: bold;"));
    auto* list = new QListWidget(this);
    list->setObjectName(errors.isEmpty() ? QStringLiteral("importSummary") : QStringLiteral("importErrors"));
    const QIcon icon = style()->standardIcon(errors.isEmpty() ? QStyle::SP_DialogApplyButton
                                                              : QStyle::SP_MessageBoxCritical);
    for (const QString& line : errors.isEmpty() ? summary : errors)
        list->addItem(new QListWidgetItem(icon, line));
    list->setWordWrap(true);
    list->setAlternatingRowColors(true);
    layout->addWidget(list, 1);

    auto* buttons = new QDialogButtonBox(this);
    buttons->setObjectName(QStringLiteral("importButtons"));
    if (errors.isEmpty()) {
        auto* apply = buttons->addButton(tr("Apply import"), QDialogButtonBox::AcceptRole);
        apply->setObjectName(QStringLiteral("importApply"));
        buttons->addButton(QDialogButtonBox::Cancel);
    } else {
        buttons->addButton(QDialogButtonBox::Close);
    }
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(640, 360);
}

} // namespace gpuplan::gui
