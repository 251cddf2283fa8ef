// How a table with many value columns is set as several narrower tables on a page.
#pragma once

#include <QList>
#include <QPair>

namespace runcard::ui {

// `count` columns in the fewest groups of at most `most`, their sizes as even as possible
// (20 by 6: four groups of 5, not 6 + 6 + 6 + 2): each group's first column and size.
inline QList<QPair<int, int>> evenColumnGroups(int count, int most) {
    QList<QPair<int, int>> groups;
    if (count <= 0 || most <= 0)
        return groups;
    const int number = (count + most - 1) / most;
    for (int group = 0, first = 0; group < number; ++group) {
        const int size = count / number + (group < count % number ? 1 : 0);
        groups.append({first, size});
        first += size;
    }
    return groups;
}

} // namespace runcard::ui
