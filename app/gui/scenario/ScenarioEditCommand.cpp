#include "gui/scenario/ScenarioEditCommand.h"

namespace gpuplan::gui {

ScenarioEditCommand::ScenarioEditCommand(std::function<void(const Scenario&)> apply, Scenario before,
                                         Scenario after, const QString& description, QString merge_key)
    : QUndoCommand(description), apply_(std::move(apply)), before_(std::move(before)),
      after_(std::move(after)), merge_key_(std::move(merge_key)) {}

void ScenarioEditCommand::undo() {
    apply_(before_);
}

void ScenarioEditCommand::redo() {
    apply_(after_);
}

int ScenarioEditCommand::id() const {
    return merge_key_.isEmpty() ? -1 : 1;
}

bool ScenarioEditCommand::mergeWith(const QUndoCommand* other) {
    const auto* o = static_cast<const ScenarioEditCommand*>(other);
    if (o->merge_key_ != merge_key_)
        return false;
    after_ = o->after_;
    setObsolete(after_ == before_);
    return true;
}

} // namespace gpuplan::gui
