#pragma once

// What a user can read in a window: the text of every visible label, button,
// group box, tab, menu entry, table header, combo box item, tool tip and
// placeholder, with where it is (for the pseudo-locale walk and the small-screen
// test).
#include <QAbstractButton>
#include <QAbstractItemView>
#include <QComboBox>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTextDocument>
#include <QToolButton>
#include <QWidget>

#include <string>
#include <vector>

namespace gpuplan::test {

struct VisibleText {
    QString where; // class and object name of the widget that shows it, and what it is
    QString text;
};

inline QString describe(const QObject* o, const char* what) {
    QString name = o->objectName();
    for (const QObject* p = o->parent(); name.isEmpty() && p; p = p->parent())
        if (!p->objectName().isEmpty())
            name = QStringLiteral("in ") + p->objectName();
    return QString::fromLatin1(o->metaObject()->className()) + QLatin1Char(' ') + name +
           QStringLiteral(" (") + QString::fromLatin1(what) + QLatin1Char(')');
}

// Rich text as a reader sees it.
inline QString plainText(const QString& text) {
    if (!Qt::mightBeRichText(text))
        return text;
    QTextDocument doc;
    doc.setHtml(text);
    return doc.toPlainText();
}

inline void addText(std::vector<VisibleText>& out, const QObject* o, const char* what, const QString& text) {
    const QString plain = plainText(text).trimmed();
    if (!plain.isEmpty())
        out.push_back({describe(o, what), plain});
}

inline void collectMenu(std::vector<VisibleText>& out, const QMenu* menu) {
    addText(out, menu, "menu title", menu->title());
    for (const QAction* a : menu->actions()) {
        if (a->isSeparator() || !a->isVisible())
            continue;
        addText(out, menu, "menu entry", a->text());
        if (a->toolTip() != a->text() && !a->toolTip().isEmpty() &&
            a->toolTip() != QString(a->text()).remove(QLatin1Char('&')))
            addText(out, menu, "menu entry tool tip", a->toolTip());
        if (a->menu())
            collectMenu(out, a->menu());
    }
}

// The tool tips of a table's cells, every row (scrolling reaches them all): a result table's
// tool tips carry whole sentences, such as a link's note in the Interconnect tab.
inline void collectCellToolTips(std::vector<VisibleText>& out, const QAbstractItemView* view) {
    const QAbstractItemModel* m = view->model();
    for (int r = 0; m && r < m->rowCount(); ++r)
        for (int c = 0; c < m->columnCount(); ++c)
            addText(out, view, "cell tool tip", m->index(r, c).data(Qt::ToolTipRole).toString());
}

// Every text `root` shows now (visible widgets only), menus included; with `cells`, the tool
// tips of its tables' cells too.
inline std::vector<VisibleText> visibleTexts(QWidget* root, bool cells = false) {
    std::vector<VisibleText> out;
    addText(out, root, "window title", root->windowTitle());
    QList<QWidget*> widgets = root->findChildren<QWidget*>();
    widgets.prepend(root);
    for (QWidget* w : widgets) {
        if (!w->isVisibleTo(root) && w != root)
            continue;
        if (!w->toolTip().isEmpty())
            addText(out, w, "tool tip", w->toolTip());
        if (auto* l = qobject_cast<QLabel*>(w))
            addText(out, l, "label", l->text());
        else if (auto* b = qobject_cast<QAbstractButton*>(w))
            addText(out, b, "button", b->text());
        else if (auto* g = qobject_cast<QGroupBox*>(w))
            addText(out, g, "group title", g->title());
        else if (auto* e = qobject_cast<QLineEdit*>(w))
            addText(out, e, "placeholder", e->placeholderText());
        if (auto* t = qobject_cast<QTabBar*>(w))
            for (int i = 0; i < t->count(); ++i) {
                addText(out, t, "tab", t->tabText(i));
                addText(out, t, "tab tool tip", t->tabToolTip(i));
            }
        if (auto* c = qobject_cast<QComboBox*>(w))
            for (int i = 0; i < c->count(); ++i)
                addText(out, c, "choice", c->itemText(i));
        if (auto* h = qobject_cast<QHeaderView*>(w); h && h->model())
            for (int i = 0; i < h->count(); ++i) {
                if (h->isSectionHidden(i))
                    continue;
                addText(out, h, "header",
                        h->model()->headerData(i, h->orientation(), Qt::DisplayRole).toString());
                addText(out, h, "header tool tip",
                        h->model()->headerData(i, h->orientation(), Qt::ToolTipRole).toString());
            }
        if (auto* v = qobject_cast<QAbstractItemView*>(w); v && cells && !qobject_cast<QHeaderView*>(w))
            collectCellToolTips(out, v);
        if (auto* s = qobject_cast<QStatusBar*>(w))
            addText(out, s, "status message", s->currentMessage());
        if (auto* m = qobject_cast<QMenuBar*>(w))
            for (const QAction* a : m->actions())
                if (a->menu())
                    collectMenu(out, a->menu());
    }
    return out;
}

} // namespace gpuplan::test
