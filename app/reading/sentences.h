#pragma once
// The reading voice's sentences (issue 22, "Vorlesen"). Qt TextToSpeech 6.4
// tells when an utterance ends but not where a word begins, so the reader
// speaks one sentence at a time and highlights it; this file finds the
// sentences in the plain text the page shows.
#include <QList>
#include <QString>

namespace zv {

struct Sentence {
    int start = 0;  // position in the plain text (a QTextDocument position)
    int length = 0; // up to and with its closing mark, without trailing blanks
    QString text;   // what is spoken: the sentence, whitespace collapsed
};

// The plain text of Markdown as Qt's text items show it (QTextDocument,
// GitHub dialect): positions in it are the positions of a TextEdit showing
// the same Markdown, so a sentence can be selected there.
QString markdownPlainText(const QString& markdown);

// The sentences of `plain`, in order. A sentence ends at ". ", "! ", "? "
// ("…", and closing quotes or brackets after the mark) when the next word
// begins with a capital, a digit or an opening quote; and always at a line
// break (a heading, a list item, a paragraph). A full stop does not end a
// sentence after a known abbreviation ("z. B.", "u. a.", "d. h.", "bzw.",
// "e.g."), after a single letter (initials: "J. A. P. Schulz") or after a
// number of one or two digits (German ordinals: "am 1. Mai", "im
// 19. Jahrhundert"); a year ("um 1900. Danach") does end one.
QList<Sentence> splitSentences(const QString& plain);

// The sentence as the voice should say it: German abbreviations written out
// ("z. B." → "zum Beispiel", "u. a." → "unter anderem", "bzw." →
// "beziehungsweise"), which espeak-ng would otherwise spell letter by letter
// ("zet be"). English text is returned as it is.
QString spokenText(const QString& sentence, const QString& language);

} // namespace zv
