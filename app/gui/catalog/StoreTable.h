#pragma once

// The generic CatalogTableAdapter: one store table described by a TableSpec —
// its fields (CatalogFields.h) and the store operations that list, find, add,
// update and delete its rows — with the rows read, the draft of a new row and
// the reversible edits built over them.

#include "gui/catalog/CatalogFields.h"
#include "gui/catalog/CatalogTableAdapter.h"

#include "core/catalog/Catalog.h"
#include "database/CatalogStore.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <type_traits>
#include <vector>

namespace gpuplan::gui {

// One store table as the editor edits it: its fields, and the store operations
// on its rows of type T, keyed by Key (an id, or a price's row number).
template <typename T, typename Key> struct TableSpec {
    QString title;
    std::vector<Field<T>> fields;
    std::function<std::vector<Versioned<T>>(const CatalogStore&, const Catalog&)> list;
    std::function<Key(const T&)> key;
    std::function<std::optional<Versioned<T>>(const CatalogStore&, const Key&)> find;
    std::function<Key(CatalogStore&, const T&)> add;
    std::function<void(CatalogStore&, const T&, std::int64_t)> update;
    std::function<void(CatalogStore&, const Key&, std::int64_t)> remove;
    std::function<std::vector<std::string>(const CatalogStore&, const T&)> problems; // problemsToAdd
    std::function<T(const Catalog&, const QString& gpu)> blank;                      // a new row's defaults
    std::function<T(const T&, const Catalog&)> copyOf;                               // a copy under a free id
    std::function<std::string(const T&)> gpu; // empty when the table has no GPU column
    std::function<bool(const T&)> fixed;      // a row that cannot be edited (EUR)
    // What a row says about the cell of a column (CellNote); empty: nothing.
    std::function<CellNote(const T&, const ColumnInfo&)> note;
};

// A row's key as the editor shows it.
template <typename Key> QString keyText(const Key& k) {
    if constexpr (std::is_same_v<Key, std::string>)
        return cells::qs(k);
    else
        return QString::number(k);
}

template <typename T, typename Key> class StoreTable : public CatalogTableAdapter {
public:
    StoreTable(CatalogStore& store, TableSpec<T, Key> spec)
        : store_(store), spec_(std::make_shared<const TableSpec<T, Key>>(std::move(spec))) {}

    QString title() const override { return spec_->title; }
    int columnCount() const override { return static_cast<int>(spec_->fields.size()); }
    const ColumnInfo& column(int c) const override { return field(c).info; }
    QStringList choices(int c) const override {
        return field(c).choices ? field(c).choices(catalog_) : QStringList();
    }
    void reload(const CatalogStore& store, const Catalog& catalog) override {
        catalog_ = catalog;
        rows_ = spec_->list(store, catalog_);
    }
    int rowCount() const override { return static_cast<int>(rows_.size()); }
    QString text(int row, int c) const override { return field(c).get(at(row).value); }
    bool isEditable(int row, int c) const override {
        const auto& f = field(c);
        return f.info.editable && f.set && !(spec_->fixed && spec_->fixed(at(row).value));
    }
    QString key(int row) const override { return keyText(spec_->key(at(row).value)); }
    QString gpuId(int row) const override {
        return spec_->gpu ? cells::qs(spec_->gpu(at(row).value)) : QString();
    }

    CellNote note(int row, int c) const override {
        return spec_->note ? spec_->note(at(row).value, field(c).info) : CellNote{};
    }

    CatalogEdit setText(int row, int c, const QString& text) override {
        const auto& current = at(row);
        const T before = current.value;
        T after = before;
        field(c).set(after, text);
        auto state = std::make_shared<State>(State{spec_->key(before), current.revision});
        auto spec = spec_;
        CatalogStore* store = &store_;
        return {[=] {
                    spec->update(*store, after, state->revision);
                    state->revision = revisionOf(*spec, *store, state->key);
                },
                [=] {
                    spec->update(*store, before, state->revision);
                    state->revision = revisionOf(*spec, *store, state->key);
                }};
    }

    CatalogEdit remove(int row) override {
        const auto& current = at(row);
        const T value = current.value;
        auto state = std::make_shared<State>(State{spec_->key(value), current.revision});
        auto spec = spec_;
        CatalogStore* store = &store_;
        return {[=] { spec->remove(*store, state->key, state->revision); },
                [=] {
                    state->key = spec->add(*store, value);
                    state->revision = revisionOf(*spec, *store, state->key);
                }};
    }

    void startDraft(int like_row, const QString& gpu) override {
        touched_.clear();
        if (like_row >= 0 && like_row < rowCount()) {
            draft_ = spec_->copyOf(at(like_row).value, catalog_);
            for (int c = 0; c < columnCount(); ++c)
                touched_.insert(c);
        } else {
            draft_ = spec_->blank(catalog_, gpu);
        }
    }
    void discardDraft() override {
        draft_.reset();
        touched_.clear();
    }
    bool hasDraft() const override { return draft_.has_value(); }
    QString draftText(int c) const override {
        if (!draft_)
            return {};
        const QString t = field(c).get(*draft_);
        // A number not typed yet is blank, not 0.
        if (field(c).info.kind == CellKind::Number && !touched_.contains(c) && t == QLatin1String("0"))
            return {};
        return t;
    }
    bool isDraftEditable(int c) const override { return static_cast<bool>(field(c).set); }
    void setDraftText(int c, const QString& text) override {
        if (!draft_ || !field(c).set)
            return;
        T changed = *draft_;
        field(c).set(changed, text);
        draft_ = std::move(changed);
        touched_.insert(c);
    }
    QStringList draftProblems() const override {
        return draft_ ? cells::qsl(spec_->problems(store_, *draft_)) : QStringList();
    }
    CatalogEdit addDraft() override {
        const T value = *draft_;
        auto state = std::make_shared<State>(State{spec_->key(value), 0});
        auto spec = spec_;
        CatalogStore* store = &store_;
        return {[=] {
                    state->key = spec->add(*store, value);
                    state->revision = revisionOf(*spec, *store, state->key);
                },
                [=] { spec->remove(*store, state->key, state->revision); },
                [=] { return keyText(state->key); }};
    }

private:
    struct State {
        Key key;
        std::int64_t revision = 0;
    };
    static std::int64_t revisionOf(const TableSpec<T, Key>& spec, const CatalogStore& store, const Key& key) {
        const auto found = spec.find(store, key);
        return found ? found->revision : 0;
    }
    const Field<T>& field(int c) const { return spec_->fields.at(static_cast<std::size_t>(c)); }
    const Versioned<T>& at(int row) const { return rows_.at(static_cast<std::size_t>(row)); }

    CatalogStore& store_;
    std::shared_ptr<const TableSpec<T, Key>> spec_;
    Catalog catalog_;
    std::vector<Versioned<T>> rows_;
    std::optional<T> draft_;
    std::set<int> touched_;
};

} // namespace gpuplan::gui
