#include "gui/catalog/CatalogTableModel.h"

#include "core/base/Error.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QRegularExpression>

#include <limits>

namespace gpuplan::gui {

namespace {

const QColor kErrorBackground(0xfd, 0xd8, 0xdc);
const QColor kErrorText(0x8a, 0x00, 0x16);
const QColor kDraftBackground(0xff, 0xf6, 0xd6);

// "price 12: amount must be positive, got -5; source must not be empty" ->
// the problems, without the row named in front.
QStringList problemsOf(const QString& message) {
    QString body = message;
    const int colon = body.indexOf(QLatin1String(": "));
    if (colon > 0 && !body.left(colon).contains(QLatin1String(" must ")))
        body = body.mid(colon + 2);
    return body.split(QLatin1String("; "), Qt::SkipEmptyParts);
}

} // namespace

CatalogTableModel::CatalogTableModel(std::unique_ptr<CatalogTableAdapter> adapter, EditRunner run,
                                     QObject* parent)
    : QAbstractTableModel(parent), adapter_(std::move(adapter)), run_(std::move(run)) {}

void CatalogTableModel::reload(const CatalogStore& store, const Catalog& catalog) {
    QStringList before;
    for (int r = 0; r < adapter_->rowCount(); ++r)
        before << adapter_->key(r);
    adapter_->reload(store, catalog);
    QStringList after;
    for (int r = 0; r < adapter_->rowCount(); ++r)
        after << adapter_->key(r);
    if (after == before) {
        // The same rows (an edit, a refresh): new values only. Open editors, the
        // selection and the cursor stay where they are.
        if (rowCount() > 0)
            Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
        return;
    }
    if (saving_draft_ && hasDraft() && after.size() == before.size() + 1 &&
        after.mid(0, before.size()) == before) {
        // The draft was just written: the row it was on is now the saved row (an
        // editor open on it stays there), and the draft, one row down, goes next.
        const int n = static_cast<int>(before.size());
        Q_EMIT dataChanged(index(0, 0), index(n, columnCount() - 1));
        beginInsertRows({}, n + 1, n + 1);
        endInsertRows();
        return;
    }
    // Rows came or went: the views start again (no view reads the rows in between).
    beginResetModel();
    endResetModel();
}

int CatalogTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : adapter_->rowCount() + (hasDraft() ? 1 : 0);
}

int CatalogTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : adapter_->columnCount();
}

QString CatalogTableModel::keyOf(int row) const {
    return row == draftRow() ? draftKey() : adapter_->key(row);
}

int CatalogTableModel::rowOfKey(const QString& key) const {
    if (key == draftKey())
        return draftRow();
    for (int r = 0; r < adapter_->rowCount(); ++r)
        if (adapter_->key(r) == key)
            return r;
    return -1;
}

QString CatalogTableModel::cellError(int row, int column) const {
    const auto it = errors_.constFind(keyOf(row));
    return it == errors_.constEnd() ? QString() : it->value(column);
}

int CatalogTableModel::columnNamedIn(const QString& problem) const {
    int best = -1;
    qsizetype best_at = std::numeric_limits<qsizetype>::max();
    for (int c = 0; c < adapter_->columnCount(); ++c)
        for (const QString& name : adapter_->column(c).fields) {
            const QRegularExpression word(
                QStringLiteral("(^|[^A-Za-z0-9_])%1($|[^A-Za-z0-9_])").arg(QRegularExpression::escape(name)));
            const auto m = word.match(problem);
            if (m.hasMatch() && m.capturedStart(0) < best_at) {
                best_at = m.capturedStart(0);
                best = c;
            }
        }
    if (best < 0 && problem.contains(QLatin1String("already exists")))
        for (int c = 0; c < adapter_->columnCount(); ++c)
            if (adapter_->column(c).key)
                return c;
    return best;
}

void CatalogTableModel::markRow(const QString& key, const QStringList& problems, int fallback_column) {
    QHash<int, QString> marks;
    for (const QString& p : problems) {
        int c = columnNamedIn(p);
        if (c < 0)
            c = fallback_column;
        if (c < 0)
            continue;
        QString& m = marks[c];
        m = m.isEmpty() ? p : m + QLatin1Char('\n') + p;
    }
    if (marks.isEmpty())
        errors_.remove(key);
    else
        errors_[key] = marks;
    refreshRow(rowOfKey(key));
}

void CatalogTableModel::refreshRow(int row) {
    if (row >= 0 && row < rowCount())
        Q_EMIT dataChanged(index(row, 0), index(row, columnCount() - 1));
}

void CatalogTableModel::clearErrors() {
    const auto keys = errors_.keys();
    for (const QString& k : keys)
        if (k != draftKey()) {
            errors_.remove(k);
            refreshRow(rowOfKey(k));
        }
}

void CatalogTableModel::startDraft(int like_row, const QString& gpu_id) {
    if (hasDraft())
        return;
    const int row = adapter_->rowCount();
    beginInsertRows({}, row, row);
    adapter_->startDraft(like_row, gpu_id);
    endInsertRows();
    markRow(draftKey(), adapter_->draftProblems(), -1);
}

void CatalogTableModel::discardDraft() {
    if (!hasDraft())
        return;
    const int row = draftRow();
    beginRemoveRows({}, row, row);
    adapter_->discardDraft();
    errors_.remove(draftKey());
    endRemoveRows();
}

bool CatalogTableModel::saveDraft(int at_column) {
    if (!hasDraft())
        return false;
    QStringList problems = adapter_->draftProblems();
    if (problems.isEmpty()) {
        CatalogEdit edit;
        saving_draft_ = true;
        const EditResult result = run_(
            [this, &edit] {
                edit = adapter_->addDraft();
                return edit;
            },
            tr("New row in %1").arg(adapter_->title()));
        saving_draft_ = false;
        if (result.saved()) {
            const QString key = edit.key ? edit.key() : QString();
            discardDraft();
            Q_EMIT draftSaved(key);
            return true;
        }
        problems = result.conflict ? QStringList{result.error} : problemsOf(result.error);
    }
    markRow(draftKey(), problems, at_column);
    int column = at_column;
    for (const QString& p : problems)
        if (const int c = columnNamedIn(p); c >= 0) {
            column = c;
            break;
        }
    Q_EMIT cellMessage(draftKey(), column,
                       tr("Not saved yet; the catalog refuses this new row as it is: %1")
                           .arg(problems.join(QLatin1String("; "))),
                       false);
    return false;
}

bool CatalogTableModel::setDraftData(int column, const QString& text) {
    try {
        adapter_->setDraftText(column, text);
    } catch (const InputError& e) {
        const QString message = QString::fromStdString(e.what());
        errors_[draftKey()][column] = message;
        refreshRow(draftRow());
        Q_EMIT cellMessage(draftKey(), column, tr("Not taken: %1").arg(message), true);
        return false;
    }
    refreshRow(draftRow());
    saveDraft(column);
    return true;
}

QVariant CatalogTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid())
        return {};
    const int row = index.row();
    const int column = index.column();
    const bool draft = row == draftRow();
    const ColumnInfo& info = adapter_->column(column);
    const auto text = [&] { return draft ? adapter_->draftText(column) : adapter_->text(row, column); };
    switch (role) {
    case Qt::DisplayRole:
        if (info.kind == CellKind::Bool)
            return {};
        if (draft && info.key && text().isEmpty() && !adapter_->isDraftEditable(column))
            return tr("new");
        return text();
    case Qt::EditRole:
        return text();
    case Qt::CheckStateRole:
        if (info.kind != CellKind::Bool)
            return {};
        return text() == QLatin1String("true") ? Qt::Checked : Qt::Unchecked;
    case Qt::ToolTipRole: {
        const QString error = cellError(row, column);
        if (!error.isEmpty())
            return error;
        const CellNote note = draft ? CellNote{} : adapter_->note(row, column);
        if (!note.text.isEmpty())
            return text().isEmpty() ? note.text : QStringLiteral("%1\n%2").arg(text(), note.text);
        return info.kind == CellKind::Bool ? QVariant() : QVariant(text());
    }
    case Qt::BackgroundRole:
        if (!cellError(row, column).isEmpty())
            return QBrush(kErrorBackground);
        if (draft)
            return QBrush(kDraftBackground);
        return {};
    case Qt::ForegroundRole:
        if (!cellError(row, column).isEmpty())
            return QBrush(kErrorText);
        return {};
    case Qt::FontRole:
        if (draft || adapter_->note(row, column).derived) {
            QFont f;
            f.setItalic(true);
            return f;
        }
        return {};
    case Qt::TextAlignmentRole:
        if (info.kind == CellKind::Number)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case SortRole: {
        const QString t = text();
        if (info.kind == CellKind::Number) {
            bool ok = false;
            const double v = t.toDouble(&ok);
            return ok ? v : -std::numeric_limits<double>::max();
        }
        return t;
    }
    case DraftRole:
        return draft;
    case ChoicesRole:
        return adapter_->choices(column);
    case KindRole:
        return static_cast<int>(info.kind);
    case ErrorRole:
        return cellError(row, column);
    default:
        return {};
    }
}

QVariant CatalogTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation == Qt::Horizontal && section >= 0 && section < columnCount()) {
        const ColumnInfo& info = adapter_->column(section);
        if (role == Qt::DisplayRole)
            return info.header;
        if (role == Qt::ToolTipRole)
            return info.fields.isEmpty() ? tr("%1 (computed)").arg(info.header)
                                         : tr("%1 - in the catalog file and its messages: %2")
                                               .arg(info.header, info.fields.front());
        return {};
    }
    if (orientation == Qt::Vertical && role == Qt::DisplayRole)
        return section == draftRow() ? QVariant(tr("new")) : QVariant(section + 1);
    return {};
}

Qt::ItemFlags CatalogTableModel::flags(const QModelIndex& index) const {
    auto f = QAbstractTableModel::flags(index);
    if (!index.isValid())
        return f;
    const bool editable = index.row() == draftRow() ? adapter_->isDraftEditable(index.column())
                                                    : adapter_->isEditable(index.row(), index.column());
    if (!editable)
        return f;
    if (adapter_->column(index.column()).kind == CellKind::Bool)
        return f | Qt::ItemIsUserCheckable;
    return f | Qt::ItemIsEditable;
}

bool CatalogTableModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (!index.isValid() || !(flags(index) & (Qt::ItemIsEditable | Qt::ItemIsUserCheckable)))
        return false;
    const int row = index.row();
    const int column = index.column();
    const bool is_bool = adapter_->column(column).kind == CellKind::Bool;
    QString text;
    if (is_bool && role == Qt::CheckStateRole)
        text =
            value.value<Qt::CheckState>() == Qt::Checked ? QStringLiteral("true") : QStringLiteral("false");
    else if (role == Qt::EditRole)
        text = value.toString();
    else
        return false;

    if (row == draftRow())
        return setDraftData(column, text);
    const QString key = adapter_->key(row);
    if (text == adapter_->text(row, column)) {
        // Nothing changed: nothing to write; a mark from a refused value goes.
        if (errors_.contains(key) && errors_[key].remove(column) > 0)
            refreshRow(row);
        return true;
    }
    const EditResult result = run_([this, row, column, text] { return adapter_->setText(row, column, text); },
                                   tr("Edit %1 of %2").arg(adapter_->column(column).header, key));
    if (result.saved()) {
        errors_.remove(key);
        refreshRow(rowOfKey(key));
        return true;
    }
    // The cells the store names, else the edited one. After a conflict the rows were
    // re-read: the marks follow the row's key.
    const QStringList problems = result.conflict ? QStringList() : problemsOf(result.error);
    bool named = false;
    for (const QString& p : problems)
        named = named || columnNamedIn(p) >= 0;
    if (named) {
        markRow(key, problems, column);
    } else {
        errors_[key] = {{column, result.error}};
        refreshRow(rowOfKey(key));
    }
    Q_EMIT cellMessage(key, column, result.conflict ? result.error : tr("Not saved: %1").arg(result.error),
                       true);
    return false;
}

} // namespace gpuplan::gui
