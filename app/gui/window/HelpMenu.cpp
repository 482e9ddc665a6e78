#include "gui/window/HelpMenu.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDesktopServices>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QHeaderView>
#include <QKeySequence>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>

namespace gpuplan::gui {

namespace {

class HelpMenu {
    Q_DECLARE_TR_FUNCTIONS(gpuplan::gui::HelpMenu)
};

QString plainText(QString menu_text) {
    return menu_text.remove(QLatin1Char('&')).remove(QChar(0x2026)).trimmed();
}

// The rows of the shortcuts table: every action with a shortcut in `menu` and its submenus.
void collectShortcuts(const QMenu* menu, const QString& where, QList<QStringList>& rows) {
    for (QAction* a : menu->actions()) {
        if (a->menu()) {
            collectShortcuts(a->menu(), where + QStringLiteral(" > ") + plainText(a->text()), rows);
            continue;
        }
        if (a->isSeparator() || a->shortcuts().isEmpty())
            continue;
        QStringList keys;
        for (const QKeySequence& k : a->shortcuts())
            keys.append(k.toString(QKeySequence::NativeText));
        rows.append({where, plainText(a->text()), keys.join(QStringLiteral(", "))});
    }
}

void openManual(QWidget* parent) {
    const QString path = manualPath();
    if (path.isEmpty()) {
        QMessageBox::warning(
            parent, HelpMenu::tr("Manual"),
            HelpMenu::tr("The manual was not installed with the program (MANUAL.md in %1).")
                .arg(QDir::toNativeSeparators(QDir::cleanPath(QCoreApplication::applicationDirPath() +
                                                              QStringLiteral("/" GPUPLAN_DOCS_FROM_BIN)))));
        return;
    }
    if (!QDesktopServices::openUrl(QUrl::fromLocalFile(path)))
        QMessageBox::warning(
            parent, HelpMenu::tr("Manual"),
            HelpMenu::tr("No program opens the manual here; it is %1").arg(QDir::toNativeSeparators(path)));
}

} // namespace

QString manualPath(const QString& program_dir) {
    for (const QString& folder : {QString(program_dir + QStringLiteral("/" GPUPLAN_DOCS_FROM_BIN)),
                                  QStringLiteral(GPUPLAN_SOURCE_DOCS)}) {
        // Cleaned first: "bin/.." of a program that is not there yet is still its prefix.
        const QFileInfo manual(QDir::cleanPath(folder + QStringLiteral("/MANUAL.md")));
        if (manual.isFile())
            return manual.absoluteFilePath();
    }
    return {};
}

QDialog* shortcutsDialog(QMainWindow* window) {
    QList<QStringList> rows;
    for (QAction* a : window->menuBar()->actions())
        if (a->menu())
            collectShortcuts(a->menu(), plainText(a->text()), rows);
    auto* dialog = new QDialog(window);
    dialog->setObjectName(QStringLiteral("shortcutsDialog"));
    dialog->setWindowTitle(HelpMenu::tr("Keyboard Shortcuts"));
    auto* table = new QTableWidget(static_cast<int>(rows.size()), 3, dialog);
    table->setObjectName(QStringLiteral("shortcutsTable"));
    table->setHorizontalHeaderLabels({HelpMenu::tr("Menu"), HelpMenu::tr("Command"), HelpMenu::tr("Keys")});
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->verticalHeader()->hide();
    for (int r = 0; r < rows.size(); ++r)
        for (int c = 0; c < 3; ++c)
            table->setItem(r, c, new QTableWidgetItem(rows[r][c]));
    table->resizeColumnsToContents();
    table->horizontalHeader()->setStretchLastSection(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    auto* layout = new QVBoxLayout(dialog);
    layout->addWidget(table);
    layout->addWidget(buttons);
    const int width = table->horizontalHeader()->length() + table->frameWidth() * 2 + 40;
    dialog->resize(std::clamp(width, 520, 900), 480);
    return dialog;
}

QDialog* catalogLocationDialog(QWidget* parent, const QString& path, const QString& version) {
    auto* dialog = new QDialog(parent);
    dialog->setObjectName(QStringLiteral("catalogLocationDialog"));
    dialog->setWindowTitle(HelpMenu::tr("Where Is the Catalog"));
    const QString native = QDir::toNativeSeparators(path);
    auto* text = new QLabel(HelpMenu::tr("The catalog in use is this file:"), dialog);
    auto* file = new QLabel(native, dialog);
    file->setObjectName(QStringLiteral("catalogPath"));
    file->setTextInteractionFlags(Qt::TextSelectableByMouse);
    file->setWordWrap(true);
    auto* about = new QLabel(version, dialog);
    about->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    QPushButton* copy = buttons->addButton(HelpMenu::tr("&Copy the Path"), QDialogButtonBox::ActionRole);
    copy->setObjectName(QStringLiteral("copyCatalogPath"));
    QPushButton* folder = buttons->addButton(HelpMenu::tr("Open the &Folder"), QDialogButtonBox::ActionRole);
    folder->setObjectName(QStringLiteral("openCatalogFolder"));
    QObject::connect(copy, &QPushButton::clicked, dialog,
                     [native] { QApplication::clipboard()->setText(native); });
    QObject::connect(folder, &QPushButton::clicked, dialog, [path] {
        QDesktopServices::openUrl(QUrl::fromLocalFile(QFileInfo(path).absolutePath()));
    });
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    auto* layout = new QVBoxLayout(dialog);
    layout->addWidget(text);
    layout->addWidget(file);
    layout->addWidget(about);
    layout->addWidget(buttons);
    return dialog;
}

void fillHelpMenu(QMainWindow* window, QMenu* help, HelpSources sources) {
    QAction* manual = help->addAction(HelpMenu::tr("&Manual"));
    manual->setObjectName(QStringLiteral("actionManual"));
    manual->setShortcut(QKeySequence::HelpContents);
    QObject::connect(manual, &QAction::triggered, window, [window] { openManual(window); });
    QAction* keys = help->addAction(HelpMenu::tr("&Keyboard Shortcuts"));
    keys->setObjectName(QStringLiteral("actionShortcuts"));
    QObject::connect(keys, &QAction::triggered, window, [window] {
        QDialog* d = shortcutsDialog(window);
        d->setAttribute(Qt::WA_DeleteOnClose);
        d->open();
    });
    QAction* where = help->addAction(HelpMenu::tr("Where Is the &Catalog"));
    where->setObjectName(QStringLiteral("actionWhereIsCatalog"));
    QObject::connect(where, &QAction::triggered, window, [window, sources] {
        QDialog* d = catalogLocationDialog(window, sources.catalog_path(), sources.catalog_version());
        d->setAttribute(Qt::WA_DeleteOnClose);
        d->open();
    });
}

} // namespace gpuplan::gui
