#pragma once

// What the entry functions share: the scratch folder and writing an input
// into it as the file a parser is given.

#include <QByteArray>
#include <QString>

#include <cstddef>
#include <cstdint>

namespace zv::fuzz {

// The scratch folder (a QTemporaryDir made by setUp()).
QString scratchPath(const QString& relative);

// Writes the input to scratchPath(relative) (folders made as needed) and
// returns that path.
QString writeScratch(const QString& relative, const QByteArray& bytes);

// A file of the source tree (ZV_SOURCE_DIR), or empty.
QByteArray sourceFile(const char* relative);

inline QByteArray bytesOf(const std::uint8_t* data, std::size_t size)
{
    return QByteArray(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
}

} // namespace zv::fuzz
