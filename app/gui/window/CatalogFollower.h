#pragma once

// The main window follows its catalog file: what another process commits (the command
// line's add-price, a second window, an import) reaches every tab within a second and is
// said in the status bar, first run included; a file found damaged is said at once, with
// the newest backup (or the built-in defaults) offered in its place, the damaged file
// kept aside.

#include <QObject>
#include <QPointer>
#include <QString>

#include <functional>

class QMainWindow;

namespace gpuplan::gui {

class CatalogWatch;
class PlanSession;

class CatalogFollower : public QObject {
    Q_OBJECT
public:
    // `close_editor` closes the catalog editor before the file is replaced.
    CatalogFollower(PlanSession* session, QMainWindow* window, std::function<void()> close_editor);

    CatalogWatch* watch() const { return watch_; }
    // What the damage question does, for tests: 0 restore the newest backup, 1 start from
    // the built-in defaults, 2 keep the file as it is. Default: a message box asks.
    void setDamageAnswer(std::function<int(const QString& message)> answer) { answer_ = std::move(answer); }
    // Says the file is damaged and offers to restore it (the editor calls it too).
    void onDamage(const QString& message);

Q_SIGNALS:
    // The file was replaced (restored or reset) after damage.
    void catalogReplaced();

private:
    void follow();
    void reload(std::int64_t revision);
    int askAboutDamage(const QString& message);

    PlanSession* session_;
    QMainWindow* window_;
    std::function<void()> close_editor_;
    std::function<int(const QString&)> answer_;
    CatalogWatch* watch_ = nullptr;
    QString path_;
    bool asking_ = false;
};

} // namespace gpuplan::gui
