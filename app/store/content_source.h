#pragma once

// Reads the exhibit's bundled content: one YAML file per section
// (sections/<key>.yaml) and one per item (items/<section>/<key>.yaml), with
// Markdown bodies. The format is described in docs/content-format.md.
// A bad file is reported with its path, line and what is wrong.

#include "store/content_types.h"

#include <QList>
#include <QString>

#include <optional>

namespace zv {

struct ContentError {
    QString path; // as shown to people: assets/content/... for bundled files
    int line = 0; // 1-based; 0 when the problem is not on one line
    QString message;

    // "path:line: message", the form compilers use, so editors can jump to it.
    QString toString() const;
};

struct BundledContent {
    QList<Section> sections;
    QList<Item> items;
};

struct ContentReadResult {
    BundledContent content;
    QList<ContentError> errors;
    bool ok() const { return errors.isEmpty(); }
};

// The resource folder the bundled content is compiled into (":/content").
QString bundledContentRoot();

// One section file. The key is the file name without ".yaml".
std::optional<Section> readSectionFile(const QString& filePath, QList<ContentError>* errors);
// One item file of the section `sectionKey`. The key is the file name without ".yaml".
std::optional<Item> readItemFile(const QString& filePath, const QString& sectionKey,
                                 QList<ContentError>* errors);
// A whole content folder (bundled or on disk): every file is read and every
// problem collected, and the files are checked against each other (an item's
// folder names a section, keys are unique).
ContentReadResult readContentTree(const QString& root);

} // namespace zv
