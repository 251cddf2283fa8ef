// Marks English text that the Qt UI shows translated (field labels, help, units, enum names,
// diagnostic sentences). The planner has no Qt: the macro leaves the literal as it is, and
// lupdate collects it as QT_TRANSLATE_NOOP through
//   lupdate -tr-function-alias QT_TRANSLATE_NOOP+=RUNCARD_TR ... core/planner ...
// (see ui/common/CMakeLists.txt). The UI translates it with
// QCoreApplication::translate(context, text).
#pragma once

#define RUNCARD_TR(context, text) text
