// StaffLog: the kiosk's log for staff, <data-dir>/logs/zeitvertreib.log.
//
// A Qt message handler: every qInfo/qWarning/qCritical/qFatal line of the
// program (QML warnings included) is appended with date, level and category,
// and still handed to the previous handler (stderr, which the kiosk unit
// sends to the journal). qDebug lines are left out: they are for developers.
// At about 1 MB the file is rotated: zeitvertreib.log.1 is the previous one,
// up to zeitvertreib.log.4; five files in all, so the log never holds more
// than about 5 MB.
//
// No personal data: the program logs what it does (content store state,
// games started, errors), never what a visitor touched or searched for.
// Whoever adds a log line keeps it that way.
#pragma once

#include <QString>
#include <QStringList>

namespace StaffLog {

struct Limits {
    qint64 maxBytes = 1024 * 1024; // rotate when the next line would pass this
    int files = 5;                 // the current file and files - 1 older ones
};

// Starts logging into <dataDir>/logs/ (created if missing). False, with a
// reason in *error, when the folder or file cannot be written; the program
// then runs on with its messages on stderr only. Installing again moves the
// log to the new folder.
bool install(const QString& dataDir, QString* error = nullptr, Limits limits = {});

// Stops writing to the file and puts the previous handler back.
void uninstall();

// The current log file; empty when not installed.
QString filePath();

// The last `count` lines of level warning, critical or fatal, oldest first,
// over the current and the rotated files: the staff status screen shows them.
// Works whether or not the handler is installed (reads the files of dataDir).
QStringList lastErrors(const QString& dataDir, int count);

} // namespace StaffLog
