#include "widgets/FileDialogs.h"

#include <QCoreApplication>
#include <QFileDialog>
#include <QFileIconProvider>
#include <QFileInfo>
#include <QHeaderView>
#include <QTimer>

#include <algorithm>

namespace gpuplan::widgets {

namespace {

// Icons and types from the name and the kind of entry (a stat), never from the content.
class NameOnlyIconProvider : public QFileIconProvider {
public:
    QIcon icon(IconType type) const override { return QFileIconProvider::icon(type); }
    QIcon icon(const QFileInfo& info) const override {
        return QFileIconProvider::icon(info.isDir() ? Folder : File);
    }
    QString type(const QFileInfo& info) const override {
        if (info.isDir())
            return QCoreApplication::translate("FileDialogs", "Folder");
        const QString suffix = info.suffix();
        return suffix.isEmpty() ? QCoreApplication::translate("FileDialogs", "File")
                                : QCoreApplication::translate("FileDialogs", "%1 file").arg(suffix.toUpper());
    }
};

NameOnlyIconProvider* provider() {
    static NameOnlyIconProvider p; // outlives every dialog
    return &p;
}

QString run(QFileDialog& dialog) {
    // Qt's own dialog builds its views when shown: each column is widened to its title then
    // ("Dernière modification" was cut in French at 1024 x 700).
    QTimer::singleShot(0, &dialog, [&dialog] {
        for (QHeaderView* header : dialog.findChildren<QHeaderView*>())
            for (int i = 0; i < header->count(); ++i)
                header->resizeSection(i, std::max(header->sectionSize(i), header->sectionSizeHint(i)));
    });
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return {};
    return dialog.selectedFiles().constFirst();
}

// Qt's own dialog (a native one would guess types in this process by reading files), with
// the name-only provider set before it lists anything.
void prepare(QFileDialog& dialog, const QString& dir, const QString& filter) {
    dialog.setOption(QFileDialog::DontUseNativeDialog);
    dialog.setIconProvider(provider());
    if (!filter.isEmpty())
        dialog.setNameFilter(filter);
    if (!dir.isEmpty()) {
        const QFileInfo info(dir);
        if (info.isDir()) {
            dialog.setDirectory(dir);
        } else {
            dialog.setDirectory(info.absolutePath());
            dialog.selectFile(info.fileName());
        }
    }
}

// One file (`mode`) to open or save (`accept`), or a folder.
QString ask(QWidget* parent, const QString& caption, const QString& dir, const QString& filter,
            QFileDialog::FileMode mode, QFileDialog::AcceptMode accept) {
    QFileDialog dialog(parent, caption);
    prepare(dialog, dir, filter);
    dialog.setFileMode(mode);
    dialog.setAcceptMode(accept);
    if (mode == QFileDialog::Directory)
        dialog.setOption(QFileDialog::ShowDirsOnly);
    return run(dialog);
}

} // namespace

QString openFileName(QWidget* parent, const QString& caption, const QString& dir, const QString& filter) {
    return ask(parent, caption, dir, filter, QFileDialog::ExistingFile, QFileDialog::AcceptOpen);
}

QString saveFileName(QWidget* parent, const QString& caption, const QString& dir, const QString& filter) {
    return ask(parent, caption, dir, filter, QFileDialog::AnyFile, QFileDialog::AcceptSave);
}

QString existingDirectory(QWidget* parent, const QString& caption, const QString& dir) {
    return ask(parent, caption, dir, {}, QFileDialog::Directory, QFileDialog::AcceptOpen);
}

} // namespace gpuplan::widgets
